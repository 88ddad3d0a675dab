import { sourcesShown } from "@firm/intake/console/figures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

type Seed = { channel: string; name?: string; status?: string; daysAgo?: number };

describe("/api/ops/figures per source", () => {
  let app: FastifyInstance;
  let member: TestMember;
  beforeAll(async () => {
    app = await buildTestApp();
    member = await signedInMember(app, "intake", "Fernando Figures");
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  /** A contact message as stored from a visit of this source, `daysAgo` days old; its id. */
  const seed = async ({ channel, name = "", status = "new", daysAgo = 1 }: Seed) => {
    const [row] = await sql<{ id: string }>(
      `INSERT INTO contact_message (id, name, email, phone, message, status, "sourceChannel", "sourceName",
         "landingPage", "createdAt", "updatedAt", "dueAt")
       VALUES (gen_random_uuid(), 'Source Seed', 'seed@example.com', '', 'Seeded.', $1::record_status,
         $2::source_channel, $3, '/', now() - make_interval(days => $4), now(), now())
       RETURNING id`,
      [status, channel, name, daysAgo],
    );
    return row?.id ?? "";
  };
  const setStatus = (id: string, status: string) =>
    asMember(app, member)(`/api/ops/inbox/${id}`, { method: "PATCH", payload: { status } });
  const perSource = async (days: 30 | 90) =>
    (await asMember(app, member)(`/api/ops/figures?days=${days}`)).json();

  it("counts each source's requests, and how many reached scheduled and signed, even if they moved on", async () => {
    const google = await Promise.all([1, 2, 3].map(() => seed({ channel: "ads", name: "google" })));
    await setStatus(google[0] ?? "", "scheduled");
    await setStatus(google[0] ?? "", "declined"); // scheduled once: still counted as reached
    await setStatus(google[1] ?? "", "signed"); // signed without a visit scheduled in the console
    await seed({ channel: "referral", name: "calbar.ca.gov", status: "scheduled" });
    await seed({ channel: "referral", name: "calbar.ca.gov", status: "spam" }); // spam: never counted
    await seed({ channel: "direct", daysAgo: 60 }); // in the 90 days only
    await seed({ channel: "unknown" });

    const month = await perSource(30);
    expect(month.perSource).toEqual([
      { channel: "ads", name: "google", requests: 3, scheduled: 2, signed: 1 },
      { channel: "referral", name: "calbar.ca.gov", requests: 1, scheduled: 1, signed: 0 },
      { channel: "unknown", name: "", requests: 1, scheduled: 0, signed: 0 },
    ]);
    expect(month.otherSources).toEqual({ sources: 0, requests: 0, scheduled: 0, signed: 0 });
    const quarter = await perSource(90);
    expect(quarter.perSource).toContainEqual({
      channel: "direct",
      name: "",
      requests: 1,
      scheduled: 0,
      signed: 0,
    });
  });

  it(`names the ${sourcesShown} sources with most requests and counts the others together`, async () => {
    for (let index = 0; index < sourcesShown + 3; index += 1) {
      const requests = index < sourcesShown ? 2 : 1;
      for (let count = 0; count < requests; count += 1)
        await seed({ channel: "referral", name: `partner-${String(index).padStart(2, "0")}.example` });
    }
    const figures = await perSource(30);
    expect(figures.perSource).toHaveLength(sourcesShown);
    expect(figures.perSource.every((row: { requests: number }) => row.requests === 2)).toBe(true);
    expect(figures.otherSources).toEqual({ sources: 3, requests: 3, scheduled: 0, signed: 0 });
  });
});
