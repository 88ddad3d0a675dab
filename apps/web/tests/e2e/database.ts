import pg from "pg";

/** Reads what the API stored, straight from the run's database (DATABASE_URL set by run.ts). */
export async function query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
