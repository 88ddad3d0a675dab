import { describe, expect, it } from "vitest";
import { acknowledgment, type MailRecord, teamNotification } from "./messages.ts";

const record: MailRecord = {
  form: "consultation",
  id: "3f0c9a52-1111-4aaa-8bbb-123456789abc",
  name: "José Núñez",
  email: "jose@example.com",
  phone: "",
  caseType: "wrongful-death",
  locale: "es",
  urgency: "normal",
  check: null,
};

const origin = "https://www.firm.example";

describe("intake e-mails", () => {
  it("tell the team the case type, name, phone and record number in the team's language", () => {
    const english = teamNotification(record, "en", origin);
    expect(english.subject).toBe("New consultation request – Wrongful death");
    expect(english.text).toContain("Phone: Not given");
    expect(english.text).toContain(`Record number: ${record.id}`);
    expect(english.text).toContain(`${origin}/ops/records/${record.id}`);
    expect(english.text).not.toContain(record.email);
    const emergency = teamNotification({ ...record, urgency: "emergency" }, "es", origin);
    expect(emergency.subject).toBe("Emergencia: Nueva solicitud de consulta – Muerte por negligencia");
    const spanish = teamNotification(
      { ...record, caseType: null, form: "contact", urgency: null },
      "es",
      origin,
    );
    expect(spanish.subject).toBe("Nuevo mensaje de contacto – Sin elegir");
    expect(spanish.text).toContain("Idioma del visitante: Español");
  });

  it("acknowledge in the visitor's language with the firm's values filled in", () => {
    const spanish = acknowledgment(record);
    expect(spanish.subject).toBe("Hemos recibido su solicitud – Solano Reyes Law Group");
    expect(spanish.text).toContain("llámenos al (800) 555-0142");
    expect(spanish.text).not.toMatch(/\{\w+\}/);
    const english = acknowledgment({ ...record, locale: "en" });
    expect(english.text).toContain("within 24 hours");
    expect(english.text).not.toContain(record.name);
  });
});
