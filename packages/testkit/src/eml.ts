import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** An .eml as a reader sees it: unfolded header fields, the decoded subject and the decoded body. */
export type Eml = { headers: [string, string][]; subject: string; to: string; body: string };

const qpBytes = (text: string) =>
  text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const utf8 = (bytes: string) => Buffer.from(bytes, "latin1").toString("utf8");

/** Parses one .eml: header fields unfolded, encoded words (Q and B) and the quoted-printable body decoded. */
export function parseEml(raw: string): Eml {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .map((line): [string, string] => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
  const field = (name: string) => headers.find(([key]) => key === name)?.[1] ?? "";
  const words = (value: string) =>
    value.replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("latin1")
        : qpBytes(text.replace(/_/g, " ")),
    );
  return {
    headers,
    subject: utf8(words(field("subject"))),
    to: field("to"),
    body: utf8(qpBytes(rest.join("\n\n").replace(/=\r?\n/g, ""))),
  };
}

/** Every .eml the file transport wrote to a folder, parsed (none when the folder does not exist yet). */
export async function readMailDir(dir: string): Promise<Eml[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(files.map(async (name) => parseEml(await readFile(join(dir, name), "latin1"))));
}
