import type { FieldDefinition } from "@firm/intake/field";
import { columnsOf, intakeRecords, recordFieldNames } from "@firm/intake/forms";
import { describe, expect, it } from "vitest";
import { sql } from "../../tests/harness/app.ts";

type Column = {
  column_name: string;
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
};

const tables = { contact: "contact_message", consultation: "consultation_request" } as const;

const columnsOfTable = (table: string) =>
  sql<Column>(
    "SELECT column_name, data_type, udt_name, character_maximum_length FROM information_schema.columns WHERE table_name = $1",
    [table],
  );

const enumLabels = async (type: string) =>
  (
    await sql<{ label: string }>(
      "SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder",
      [type],
    )
  ).map((row) => row.label);

/** What the column of a field must be: text of its length, its enumeration, or a date. */
async function expectColumnFor(name: string, field: FieldDefinition, column: Column | undefined) {
  expect(column, `a column for ${name}`).toBeDefined();
  if (!column) return;
  if (field.kind === "choice") {
    expect(column.data_type, name).toBe("USER-DEFINED");
    expect(await enumLabels(column.udt_name), name).toEqual([...field.values]);
  } else if (field.kind === "date") {
    expect(column.data_type, name).toBe("date");
  } else {
    expect(column.data_type, name).toBe("character varying");
    expect(column.character_maximum_length, name).toBe(field.maxLength);
  }
}

describe("the stored columns agree with the forms' definitions (@firm/intake/forms)", () => {
  it.each(Object.entries(tables))(
    "every %s field is a column of its kind and length",
    async (type, table) => {
      const columns = new Map((await columnsOfTable(table)).map((column) => [column.column_name, column]));
      for (const [name, field] of Object.entries(intakeRecords[type as keyof typeof tables])) {
        await expectColumnFor(name, field, columns.get(name));
        for (const extra of columnsOf(name, field).slice(1)) expect(columns.has(extra), extra).toBe(true);
      }
    },
  );

  it("the intake_record view has every stored field of either form", async () => {
    const view = new Set((await columnsOfTable("intake_record")).map((column) => column.column_name));
    expect(recordFieldNames.filter((name) => !view.has(name))).toEqual([]);
  });
});
