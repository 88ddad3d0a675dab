import { firm } from "@firm/content/firm";
import { describe, expect, it } from "vitest";
import { loadConfig, siteOrigins } from "./config.ts";

const base = { DATABASE_URL: "postgresql://u:p@127.0.0.1:5432/firm" };

describe("configuration", () => {
  it("has working local defaults for everything but the database", () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      PORT: 3001,
      SITE_ORIGINS: "http://127.0.0.1:3000,http://localhost:3000",
      INTAKE_RATE_LIMIT_MAX: 5,
      INTAKE_RATE_LIMIT_WINDOW_MS: 600_000,
      MIN_FILL_MS: 3000,
      TEAM_EMAIL: firm.email,
      MAIL_FROM: `${firm.name} <no-reply@example.com>`,
      OUTBOX_POLL_MS: 1000,
      RETENTION_DAYS: 730,
    });
    expect(config.MAIL_DIR).toMatch(/\/\.data\/mail$/);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(siteOrigins(config)).toEqual(["http://127.0.0.1:3000", "http://localhost:3000"]);
  });

  it("converts numbers and treats empty variables as unset", () => {
    expect(loadConfig({ ...base, PORT: "8080", SMTP_URL: "", MIN_FILL_MS: "0" })).toMatchObject({
      PORT: 8080,
      MIN_FILL_MS: 0,
    });
  });

  it("names the intake statements unless DB_NAMED_STATEMENTS is false (a pooler without them)", () => {
    expect(loadConfig(base).DB_NAMED_STATEMENTS).toBe(true);
    expect(loadConfig({ ...base, DB_NAMED_STATEMENTS: "false" }).DB_NAMED_STATEMENTS).toBe(false);
    expect(loadConfig({ ...base, DB_NAMED_STATEMENTS: "true" }).DB_NAMED_STATEMENTS).toBe(true);
    expect(() => loadConfig({ ...base, DB_NAMED_STATEMENTS: "sometimes" })).toThrow(/DB_NAMED_STATEMENTS/);
  });

  it("fails at start with one clear line per problem", () => {
    expect(() => loadConfig({})).toThrow("Invalid configuration:\n  DATABASE_URL: is required");
    const attempt = () =>
      loadConfig({
        ...base,
        PORT: "70000",
        SMTP_URL: "http://mail",
        TEAM_LOCALE: "fr",
        REDIS_URL: "localhost:6379",
      });
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/SMTP_URL/);
    expect(attempt).toThrow(/TEAM_LOCALE/);
    expect(attempt).toThrow(/REDIS_URL/);
  });

  it("needs form token keys of 32+ characters, and needs them set in production", () => {
    const key = "k".repeat(32);
    expect(loadConfig({ ...base, FORM_TOKEN_KEYS: `${key},${"o".repeat(40)}` }).FORM_TOKEN_KEYS).toContain(
      key,
    );
    expect(() => loadConfig({ ...base, FORM_TOKEN_KEYS: `${key},short` })).toThrow(
      "FORM_TOKEN_KEYS: every key needs at least 32 characters",
    );
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).toThrow(
      "FORM_TOKEN_KEYS: is required in production",
    );
    expect(loadConfig({ ...base, NODE_ENV: "production", FORM_TOKEN_KEYS: key }).FORM_TOKEN_KEYS).toBe(key);
  });

  it("accepts only bare origins as site origins", () => {
    expect(() => loadConfig({ ...base, SITE_ORIGINS: "https://firm.example/contact" })).toThrow(
      /SITE_ORIGINS: "https:\/\/firm.example\/contact" is not a bare origin/,
    );
    expect(() => loadConfig({ ...base, SITE_ORIGINS: "firm.example" })).toThrow(/is not a URL/);
    expect(
      siteOrigins(loadConfig({ ...base, SITE_ORIGINS: " https://a.example , https://b.example ," })),
    ).toEqual(["https://a.example", "https://b.example"]);
  });

  it("second probe, finding 9: names the site of the copy it serves (WEB_PORT) unless SITE_ORIGINS does", () => {
    const database = { DATABASE_URL: "postgresql://localhost/firm" };
    expect(siteOrigins(loadConfig({ ...database, WEB_PORT: "4600" }))).toEqual([
      "http://127.0.0.1:4600",
      "http://localhost:4600",
    ]);
    expect(
      siteOrigins(loadConfig({ ...database, WEB_PORT: "4600", SITE_ORIGINS: "https://firm.example" })),
    ).toEqual(["https://firm.example"]);
    expect(siteOrigins(loadConfig(database))[0]).toBe("http://127.0.0.1:3000");
  });
});
