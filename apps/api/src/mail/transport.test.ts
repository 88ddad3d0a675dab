import { startSmtp } from "@firm/testkit/smtp";
import { describe, expect, it } from "vitest";
import { createMailer } from "./transport.ts";

const mail = (n: number) => ({
  from: "Firm <no-reply@firm.example>",
  to: "intake@firm.example",
  subject: `Message ${n}`,
  text: `Body ${n}`,
  messageId: `<test.${n}@firm.example>`,
});

describe("SMTP mailer", () => {
  it("sends consecutive messages over one kept connection", async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, mailDir: "unused" });
    for (const n of [1, 2, 3]) await mailer.send(mail(n));
    expect(smtp.received.map((received) => received.subject)).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
    ]);
    expect(smtp.connections).toBe(1);
    mailer.close();
    await smtp.stop();
  });

  it("opens a new connection when the server dropped the kept one", async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, mailDir: "unused" });
    await mailer.send(mail(1));
    await smtp.stop();
    await expect(mailer.send(mail(2))).rejects.toThrow();
    await smtp.start();
    await mailer.send(mail(3));
    expect(smtp.received.map((received) => received.subject)).toEqual(["Message 1", "Message 3"]);
    expect(smtp.connections).toBe(2);
    mailer.close();
    await smtp.stop();
  });
});
