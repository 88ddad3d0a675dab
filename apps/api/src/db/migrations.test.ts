import { describe, expect, it } from "vitest";
import { sql } from "../../tests/harness/app.ts";
import { testDatabaseUrl } from "../../tests/harness/database-url.ts";
import { applyMigrations, createMigration, schemaDrift } from "./migrations.ts";

describe("migrations", () => {
  it("leave the database exactly as schema.prisma describes it (no drift)", async () => {
    expect(await schemaDrift(testDatabaseUrl())).toBe("");
  });

  it("are recorded in _prisma_migrations and re-applying them is a no-op", async () => {
    expect(await applyMigrations(testDatabaseUrl())).toEqual([]);
    const rows = await sql<{ migration_name: string }>("SELECT migration_name FROM _prisma_migrations");
    expect(rows.length).toBeGreaterThan(0);
  });

  it("draft nothing new: schema.prisma and the committed migrations agree (shadow database dropped after)", async () => {
    expect(await createMigration(testDatabaseUrl(), "nothing")).toBeUndefined();
    const shadows = await sql(
      "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
    );
    expect(shadows).toEqual([]);
  });
});
