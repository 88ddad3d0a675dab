import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; messageId: string; subject: string; text: string };

const qpBytes = (text: string) =>
  text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const utf8 = (bytes: string) => Buffer.from(bytes, "latin1").toString("utf8");

/** Decodes the quoted-printable body and encoded-word subject enough for assertions. */
function decode(raw: string): { subject: string; text: string; messageId: string } {
  const [head = "", ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: *(.*)$`, "im").exec(unfolded)?.[1] ?? "";
  const subject = header("Subject").replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_match, text: string) =>
    qpBytes(text.replace(/_/g, " ")),
  );
  return {
    subject: utf8(subject),
    text: utf8(qpBytes(bodyParts.join("\n\n").replace(/=\r?\n/g, ""))),
    messageId: header("Message-ID").trim(),
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives and counts the connections it
 * accepted; it can be stopped (open connections are told 421 and closed after 200 ms, as a server
 * going down does) and started again.
 */
type SmtpOptions = {
  port?: number;
  /** Recipients answered 550. */
  rejectRecipient?: (address: string) => boolean;
  /** Runs after a message is kept and before the server answers 250 (to break something meanwhile). */
  beforeReply?: (mail: ReceivedMail) => Promise<void>;
};

export async function startSmtp({
  port,
  rejectRecipient = () => false,
  beforeReply = async () => {},
}: SmtpOptions = {}) {
  // The first start binds `port`, or port 0 and reads back the one the kernel gave; a start after
  // a stop binds the same port again, as a mail server coming back does.
  let chosen = port ?? 0;
  const received: ReceivedMail[] = [];
  const counts = { connections: 0 };
  let server: SMTPServer | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 200,
        onConnect(_session, callback) {
          counts.connections += 1;
          callback();
        },
        onRcptTo(address, _session, callback) {
          if (!rejectRecipient(address.address)) return callback();
          const error = Object.assign(new Error(`<${address.address}>: mailbox unavailable`), {
            responseCode: 550,
          });
          callback(error);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("latin1");
            const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...decode(raw) };
            received.push(mail);
            beforeReply(mail).then(() => callback(), callback);
          });
        },
      });
      server.once("error", reject);
      const listening = server;
      server.listen(chosen, "127.0.0.1", () => {
        const address = listening.server.address();
        if (typeof address === "object" && address) chosen = address.port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return {
    url: `smtp://127.0.0.1:${chosen}`,
    port: chosen,
    received,
    /** Connections accepted so far, over every start. */
    get connections() {
      return counts.connections;
    },
    start,
    stop,
  };
}
