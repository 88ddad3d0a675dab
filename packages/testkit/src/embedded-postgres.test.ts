import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { startEmbeddedDatabase } from "./embedded-postgres.ts";

it("security finding 2: a database that cannot start says which port and data folder, and why", async () => {
  // Another copy's database (here any listener) holds the port this copy was told to use.
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen({ port: 0, host: "127.0.0.1" }, resolve));
  const address = holder.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const scratch = await mkdtemp(join(tmpdir(), "firm-embedded-"));
  const dataDir = join(scratch, "postgres");
  try {
    const failure = await startEmbeddedDatabase({ dataDir, database: "firm", port: address.port }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toContain(
      `PostgreSQL did not start on port ${address.port} with the data folder ${dataDir}.`,
    );
    expect(message).toContain("another copy uses the\nsame data folder");
  } finally {
    await new Promise((resolve) => holder.close(resolve));
    await rm(scratch, { recursive: true, force: true });
  }
}, 60_000);
