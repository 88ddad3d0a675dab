import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Eml, readMailDir } from "@firm/testkit/eml";
import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { expectRefused, intakeForms, postIntake, refused } from "../../tests/harness/intake.ts";

/** The headers every intake e-mail has, and no other. */
const expectedHeaders = [
  "content-transfer-encoding",
  "content-type",
  "date",
  "from",
  "message-id",
  "mime-version",
  "subject",
  "to",
];

const header = (eml: Eml, name: string) =>
  eml.headers.filter(([key]) => key === name).map(([, value]) => value);

describe("e-mail headers and bodies built from visitor input", () => {
  let app: FastifyInstance;
  const mailDir = mkdtempSync(join(tmpdir(), "firm-eml-"));

  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "100000", MAIL_DIR: mailDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetIntake();
    await rm(mailDir, { recursive: true, force: true });
  });

  /** Delivers the outbox and reads every .eml written. */
  async function deliver(): Promise<Eml[]> {
    await app.outbox.runOnce();
    return readMailDir(mailDir);
  }

  function expectOnlyOurHeaders(mails: Eml[], visitorEmail: string) {
    for (const mail of mails) {
      expect(mail.headers.map(([name]) => name).sort()).toEqual(expectedHeaders);
      expect(header(mail, "content-type")).toEqual(["text/plain; charset=utf-8"]);
    }
    const recipients = mails.flatMap((mail) => header(mail, "to"));
    expect(recipients.sort()).toEqual(["info@example.com", visitorEmail].sort());
  }

  const breaks = [
    "\r\nBcc: evil@attacker.example",
    "\nBcc: evil@attacker.example",
    "\rBcc: evil@attacker.example",
  ];
  const headerFields = (url: string) =>
    url === "/api/contact" ? ["name", "email"] : ["firstName", "lastName", "email"];
  const crlfCases = intakeForms.flatMap((form) =>
    (["json", "form"] as const).flatMap((encoding) =>
      headerFields(form.url).flatMap((field) =>
        breaks.map((suffix) => ({
          form,
          encoding,
          field,
          suffix,
          label: `${form.url} ${encoding} ${field}`,
        })),
      ),
    ),
  );
  it.each(crlfCases)(
    "refuses CR/LF in $label: nothing stored, no e-mail",
    async ({ form, encoding, field, suffix }) => {
      const value = field === "email" ? `maria@example.com${suffix}` : `Ana${suffix}`;
      await expectRefused(app, form, encoding, { ...form.valid, [field]: value });
      await expectRefused(app, form, encoding, {
        ...form.valid,
        [field]: field === "email" ? `"maria${suffix}"@example.com` : value,
      });
      expect(await deliver()).toEqual([]);
    },
  );

  it.each([
    '"a,evil@attacker.example"@example.com',
    '"<evil@attacker.example>"@example.com',
    "maria@example.com, evil@attacker.example",
    "Maria <maria@example.com>",
  ])("refuses an address that a header could read as more or other recipients: %s", async (email) => {
    for (const form of intakeForms)
      await expectRefused(app, form, "json", { ...form.valid, email }, refused("json"));
  });

  it("sends header-looking but valid input as text: one recipient each, no added header", async () => {
    const email = "o'brien+intake@example.com";
    await postIntake(app, "/api/contact", "json", {
      ...validContact,
      name: "Ana Bcc: evil@attacker.example",
      email,
    });
    const mails = await deliver();
    expectOnlyOurHeaders(mails, email);
    expect(mails.some((mail) => mail.body.includes("Ana Bcc: evil@attacker.example"))).toBe(true);
  });

  it("never lets a stored name or address add a header or a line, even one written past the API", async () => {
    const { id } = (await postIntake(app, "/api/contact", "json", validContact)).json();
    await sql("UPDATE contact_message SET name = $1, email = $2 WHERE id = $3", [
      "Ana\r\nBcc: evil@attacker.example\r\n\r\nPhone: 911",
      "maria@example.com\r\nBcc: evil@attacker.example",
      id,
    ]);
    const mails = await deliver();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.headers.map(([name]) => name).sort()).toEqual(expectedHeaders);
      expect(header(mail, "to")[0]).not.toMatch(/,|;|^[^<]*<[^>]*>.*</);
    }
    const team = mails.find((mail) => header(mail, "to")[0] === "info@example.com");
    expect(team?.body).toContain(
      "Ana<U+000D><U+000A>Bcc: evil@attacker.example<U+000D><U+000A><U+000D><U+000A>Phone: 911",
    );
    expect(team?.body.split("\n").filter((line) => line.startsWith("Phone:"))).toHaveLength(1);
  });

  it("sends HTML and script in every field as plain text only: no HTML part to run it in", async () => {
    const markup = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const textFields = Object.entries(validConsultation).filter(
      ([key, value]) =>
        key !== "formToken" &&
        typeof value === "string" &&
        /[a-z]{3}/i.test(value) &&
        !/^[a-z-]+$/.test(value),
    );
    const body = Object.fromEntries(
      textFields.map(([key, value]) => [
        key,
        key === "email" || key === "page" ? value : `${markup}${value}`,
      ]),
    );
    const response = await postIntake(app, "/api/consultation", "json", { ...validConsultation, ...body });
    expect(response.statusCode).toBe(201);
    const mails = await deliver();
    expectOnlyOurHeaders(mails, validConsultation.email);
    for (const mail of mails) expect(mail.body).not.toMatch(/<html|text\/html|multipart/i);
    expect(mails.map((mail) => mail.body).join("")).toContain(`Name: ${markup}José ${markup}Núñez-García`);
  });

  it("shows invisible characters of a name as code points: no override can reorder the notice", async () => {
    const name = "Ana \u202Egnp.exe\u202C \u200BPérez 👩‍⚖️";
    await postIntake(app, "/api/contact", "json", { ...validContact, name });
    const team = (await deliver()).find((mail) => header(mail, "to")[0] === "info@example.com");
    expect(team?.body).toContain("Name: Ana <U+202E>gnp.exe<U+202C> <U+200B>Pérez 👩‍⚖️\n");
    expect(await sql("SELECT name FROM contact_message")).toEqual([{ name }]);
  });
});
