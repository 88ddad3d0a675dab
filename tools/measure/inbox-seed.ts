import { createHash, randomBytes } from "node:crypto";
import { replyWithin } from "@firm/intake/reply-promise";
import pg from "pg";

/**
 * 100,000 stored requests (half contact messages, half consultations) spread over two years, with
 * Spanish and English names (accents included), ~5 % spam, a few assigned; and one signed-in
 * intake member whose session token is returned, for `pnpm measure:inbox`.
 */
/** A request's reply time by its urgency (an SQL text value), as the API stamps it. */
const dueAfter = (urgency: string) =>
  `CASE ${urgency} ${Object.entries(replyWithin)
    .map(([name, ms]) => `WHEN '${name}' THEN interval '${ms / 1000} seconds'`)
    .join(" ")} END`;

const first = [
  "María",
  "José",
  "Ana",
  "Luis",
  "Sofía",
  "Jesús",
  "Carmen",
  "Andrés",
  "Emily",
  "James",
  "Olivia",
  "Noah",
];
const last = [
  "García",
  "Hernández",
  "López",
  "Martínez",
  "Núñez",
  "Pérez",
  "Gómez",
  "Smith",
  "Johnson",
  "Nguyen",
  "Kim",
  "Brown",
];
const words = [
  "accident",
  "freeway",
  "rear-ended",
  "caída",
  "trabajo",
  "hospital",
  "insurance",
  "dog bite",
  "camión",
  "slip",
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(",")}]`;

function rows(table: "contact_message" | "consultation_request", count: number, offset: number): string {
  const pick = (list: string[], salt: number) =>
    `(${sqlArray(list)})[1 + ((i * ${salt} + ${offset}) % ${list.length})]`;
  const common = `
    ${pick(first, 7)} AS f, ${pick(last, 13)} AS l,
    now() - ((i * 631) % (730 * 24 * 60)) * interval '1 minute' AS at,
    CASE WHEN i % 20 = 0 THEN 'spam' WHEN i % 7 = 0 THEN 'contacted' WHEN i % 11 = 0 THEN 'scheduled' ELSE 'new' END AS st,
    '(' || (200 + i % 700) || ') 555-' || lpad((i % 10000)::text, 4, '0') AS ph,
    ${pick(words, 3)} || ' ' || ${pick(words, 5)} || ' near ' || ${pick(last, 17)} AS story,
    (ARRAY['normal','normal','normal','urgent','emergency'])[1 + i % 5] AS u`;
  if (table === "contact_message")
    return `INSERT INTO contact_message (id, name, email, phone, "caseType", message, status, "createdAt", "updatedAt", "dueAt")
      SELECT gen_random_uuid(), f || ' ' || l, lower(ops_unaccent(f)) || '.' || i || '@example.com', ph,
        (ARRAY['accident-injuries','wrongful-death','sexual-harassment','other'])[1 + i % 4]::case_type,
        story, st::record_status, at, at, at + ${dueAfter("'normal'")}
      FROM (SELECT i, ${common} FROM generate_series(1, ${count}) AS i) s`;
  return `INSERT INTO consultation_request (id, "firstName", "lastName", email, phone, "caseType", "caseDescription",
      "preferredContactMethod", urgency, status, "createdAt", "updatedAt", "dueAt")
    SELECT gen_random_uuid(), f, l, lower(ops_unaccent(f)) || '.c' || i || '@example.com', ph,
      (ARRAY['catastrophic-injury','accident-injuries','financial-law','civil-litigation'])[1 + i % 4]::case_type,
      story, 'phone', u::urgency,
      st::record_status, at, at, at + ${dueAfter("u")}
    FROM (SELECT i, ${common} FROM generate_series(1, ${count}) AS i) s`;
}

export type SeededInbox = { sessionToken: string; sample: { id: string; phone: string; email: string } };

export async function seedInbox(databaseUrl: string, total = 100_000): Promise<SeededInbox> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(rows("contact_message", total / 2, 0));
    await client.query(rows("consultation_request", total / 2, 3));
    const { rows: users } = await client.query<{ id: string }>(
      `INSERT INTO ops_user (id, email, name, role) VALUES (gen_random_uuid(), 'bench@firm.example', 'Bench', 'intake') RETURNING id`,
    );
    const userId = users[0]?.id;
    await client.query(
      `UPDATE consultation_request SET "assigneeId" = $1 WHERE urgency = 'emergency' AND status = 'contacted'`,
      [userId],
    );
    const sessionToken = randomBytes(32).toString("base64url");
    await client.query(
      `INSERT INTO ops_session (id, "tokenHash", "csrfToken", "userId") VALUES (gen_random_uuid(), $1, $2, $3)`,
      [
        createHash("sha256").update(sessionToken).digest("hex"),
        randomBytes(32).toString("base64url"),
        userId,
      ],
    );
    await client.query("ANALYZE");
    const { rows: samples } = await client.query<{ id: string; phone: string; email: string }>(
      `SELECT id::text, phone, email FROM consultation_request ORDER BY "createdAt" LIMIT 1 OFFSET 1234`,
    );
    return { sessionToken, sample: samples[0] ?? { id: "", phone: "", email: "" } };
  } finally {
    await client.end();
  }
}
