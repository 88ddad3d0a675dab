import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Eml, readMailDir } from "@firm/testkit/eml";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { buildTestApp, resetIntake } from "./app.ts";

export const teamAddress = "intake@firm.example";
export const siteOrigin = "https://www.firm.example";

/**
 * A suite's app whose outbox writes .eml files to a folder of its own, with the team's address and
 * the site's origin set: built before the suite, closed after it, the intake tables and the folder
 * emptied before each test. `settings` are the app's environment for this suite (also used to build
 * a second replica on the same database).
 */
export function appWithMail(extra: Record<string, string> = {}) {
  const mailDir = mkdtempSync(join(tmpdir(), "firm-mail-"));
  const settings = {
    INTAKE_RATE_LIMIT_MAX: "1000",
    TEAM_EMAIL: teamAddress,
    SITE_ORIGINS: siteOrigin,
    MAIL_DIR: mailDir,
    ...extra,
  };
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(settings);
  });
  afterAll(async () => {
    await app?.close();
    await rm(mailDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetIntake();
    await rm(mailDir, { recursive: true, force: true });
  });
  return {
    settings,
    app: (): FastifyInstance => {
      if (!app) throw new Error("the suite's app is built in beforeAll");
      return app;
    },
    /** Every e-mail written so far. */
    mails: (): Promise<Eml[]> => readMailDir(mailDir),
    /** The e-mails written to the team's address. */
    teamMails: async (): Promise<Eml[]> =>
      (await readMailDir(mailDir)).filter((mail) => mail.to.includes(teamAddress)),
  };
}
