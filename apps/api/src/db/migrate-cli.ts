import { applyMigrations, createMigration, schemaDrift } from "./migrations.ts";

const [command = "deploy", name = "change"] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set: it names the PostgreSQL database to migrate.");
  process.exit(2);
}

if (command === "deploy") {
  const applied = await applyMigrations(databaseUrl);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} else if (command === "create") {
  const folder = await createMigration(databaseUrl, name);
  console.log(folder ? `wrote ${folder}` : "schema.prisma matches the migrations: nothing to write");
} else if (command === "drift") {
  const sql = await schemaDrift(databaseUrl);
  console.log(sql || "no drift");
  process.exitCode = sql ? 1 : 0;
} else {
  console.error(`unknown command ${command}: use deploy, create <name> or drift`);
  process.exitCode = 2;
}
