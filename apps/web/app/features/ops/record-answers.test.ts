// @vitest-environment node
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { locales } from "@firm/content/locale";
import { describe, expect, it } from "vitest";
import { fieldOrder } from "./record-answers.tsx";

describe("a record's page", () => {
  it.each(locales)("has a label in %s for every field it can show (a new field needs its copy)", (locale) => {
    const labels: Readonly<Record<string, string>> = opsConsole[locale].fields;
    const missing = fieldOrder.filter((field) => !labels[field]?.trim());
    expect(missing).toEqual([]);
  });
});
