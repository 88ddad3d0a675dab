import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

/** `to` as an address object is used as it is, never parsed as a list of recipients. */
export type OutgoingMail = {
  from: string;
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

type Options = { smtpUrl?: string | undefined; mailDir: string };

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file (readable
 * only by its owner: it holds personal data) to MAIL_DIR, for local development.
 *
 * Over SMTP the connection is kept and reused (one, as the outbox worker sends one message at a
 * time): a new connection per message costs the server's greeting delay and the handshakes, which
 * held the worker to about nine messages a second.
 */
export function createMailer({ smtpUrl, mailDir }: Options): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 1,
      // A message whose connection closed mid-send fails at once: the outbox retries it with its
      // own backoff and bookkeeping, never the pool on its own.
      maxRequeues: 0,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (mail) => void (await transport.sendMail(mail)),
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(mail);
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      await writeFile(join(mailDir, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
