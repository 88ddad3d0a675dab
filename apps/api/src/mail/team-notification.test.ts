import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readMailDir } from "@firm/testkit/eml";
import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake } from "../../tests/harness/app.ts";

const team = "intake@firm.example";
const origin = "https://www.firm.example";

describe("the team's notification, read from the .eml the outbox wrote", () => {
  const opened: { app: FastifyInstance; dir: string }[] = [];
  beforeEach(resetIntake);
  afterEach(async () => {
    for (const { app, dir } of opened.splice(0)) {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  async function send(env: Record<string, string>, url: string, body: object, host = "evil.example") {
    const dir = mkdtempSync(join(tmpdir(), "firm-team-"));
    const app = await buildTestApp({
      INTAKE_RATE_LIMIT_MAX: "1000",
      TEAM_EMAIL: team,
      SITE_ORIGINS: `${origin},http://localhost:3000`,
      MAIL_DIR: dir,
      ...env,
    });
    opened.push({ app, dir });
    const response = await app.inject({ method: "POST", url, payload: body, headers: { host } });
    expect(response.statusCode).toBe(201);
    await app.outbox.runOnce();
    const mails = await readMailDir(dir);
    const notice = mails.find((mail) => mail.to.includes(team));
    const ack = mails.find((mail) => !mail.to.includes(team));
    if (!notice || !ack) throw new Error(`expected a notice and an acknowledgment, got ${mails.length}`);
    return { id: (response.json() as { id: string }).id, notice, ack };
  }

  it("names an emergency and the form, and links to the record on the configured origin", async () => {
    const sent = await send({}, "/api/consultation", {
      ...validConsultation,
      formToken: validConsultation.formToken,
      urgency: "emergency",
    });
    expect(sent.notice.subject).toBe("Emergency: New consultation request – Catastrophic injury");
    expect(sent.notice.body).toContain("Urgency: Legal emergency – as soon as possible");
    expect(sent.notice.body).toContain(`${origin}/ops/records/${sent.id}\n`);
    expect(sent.notice.body).not.toContain("evil.example");
    expect(sent.notice.body).not.toContain("pnpm ops");
    for (const story of ["red light", "Acme Mutual", "bus stop", "Photos", validConsultation.email]) {
      expect(sent.notice.body).not.toContain(story);
    }
    expect(sent.ack.subject).toBe("We received your request – Solano Reyes Law Group");
    expect(sent.ack.body).not.toContain("/ops/");
  });

  it("names an urgent request, and adds nothing for a normal one or a contact message", async () => {
    const urgent = await send({}, "/api/consultation", {
      ...validConsultation,
      formToken: validConsultation.formToken,
    });
    expect(urgent.notice.subject).toBe("Urgent: New consultation request – Catastrophic injury");
    const normal = await send({}, "/api/consultation", {
      ...validConsultation,
      formToken: validConsultation.formToken,
      urgency: "normal",
    });
    expect(normal.notice.subject).toBe("New consultation request – Catastrophic injury");
    const contact = await send({}, "/api/contact", { ...validContact, formToken: validContact.formToken });
    expect(contact.notice.subject).toBe("New contact message – Accident injuries");
    expect(contact.notice.body).not.toContain("Urgency");
    expect(contact.notice.body).toContain(`${origin}/ops/records/${contact.id}\n`);
  });

  it("is written in the team's configured language, the acknowledgment in the visitor's", async () => {
    const sent = await send({ TEAM_LOCALE: "es" }, "/api/consultation", {
      ...validConsultation,
      formToken: validConsultation.formToken,
      urgency: "emergency",
    });
    expect(sent.notice.subject).toBe("Emergencia: Nueva solicitud de consulta – Lesión catastrófica");
    expect(sent.notice.body).toContain("Urgencia: Emergencia legal – lo antes posible");
    expect(sent.notice.body).toContain(`abra su registro en la consola:\n${origin}/ops/records/${sent.id}`);
    expect(sent.ack.subject).toBe("We received your request – Solano Reyes Law Group");
  });
});
