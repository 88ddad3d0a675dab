// @vitest-environment node
import { describe, expect, it } from "vitest";
import { languageCookie, opsLocale } from "./ops-locale.server.ts";

const at = (url: string, cookie = "") => new Request(url, { headers: { cookie } });

describe("the console's language", () => {
  it("is English unless asked", () => {
    expect(opsLocale(at("http://localhost/ops"))).toBe("en");
  });

  it("follows ?lang=, then the remembered choice", () => {
    expect(opsLocale(at("http://localhost/ops?lang=es"))).toBe("es");
    expect(opsLocale(at("http://localhost/ops", "ops_lang=es"))).toBe("es");
    expect(opsLocale(at("http://localhost/ops?lang=en", "ops_lang=es"))).toBe("en");
    expect(opsLocale(at("http://localhost/ops?lang=fr", "ops_lang=de"))).toBe("en");
  });

  it("is remembered for the console's pages only", () => {
    expect(languageCookie("es")).toBe("ops_lang=es; Path=/ops; SameSite=Lax; Max-Age=31536000");
  });
});
