import { SMTPServer } from "smtp-server";

/**
 * The SMTP sink of infra/docker/run-stack.ts: a real SMTP server (smtp-server) in its own container
 * on the `egress` network, where the API's SMTP_URL points. It keeps nothing: each message it
 * accepts becomes one JSON line on standard output (Message-ID and recipients), which the run reads
 * back with `podman logs` to check that every e-mail arrived exactly once.
 */
const port = Number(process.env.SMTP_SINK_PORT ?? 2525);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const head =
        Buffer.concat(chunks)
          .toString("latin1")
          .split(/\r?\n\r?\n/)[0] ?? "";
      const messageId = /^Message-ID: *(.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, " "))?.[1]?.trim() ?? "";
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      process.stdout.write(`${JSON.stringify({ mail: messageId, to })}\n`);
      callback();
    });
  },
});
server.listen(port, "0.0.0.0", () => process.stdout.write(`smtp-sink listening on ${port}\n`));
const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
