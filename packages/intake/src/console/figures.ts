import { sourceChannels } from "@firm/content/enums/source-channel";
import Type, { type Static } from "typebox";

/** The periods the team's figures cover, in calendar days of the firm's time zone (today included). */
export const figurePeriods = [30, 90] as const;
export type FigurePeriod = (typeof figurePeriods)[number];

export const FiguresQuery = Type.Object(
  { days: Type.Optional(Type.Union(figurePeriods.map((days) => Type.Literal(days)))) },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

/** How many sources the figures name one by one; the others are counted together. */
export const sourcesShown = 12;

/** Requests, and of those how many reached "scheduled" (or went on to "signed") and "signed". */
const Outcomes = { requests: Count, scheduled: Count, signed: Count };
const Seconds = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);

/**
 * The team's figures over a period: requests per calendar day and per
 * case type (spam left out), the first-response time of the requests answered in the period, and
 * the requests overdue now. Days are the firm's calendar days (YYYY-MM-DD), every one listed.
 */
export const Figures = Type.Object({
  success: Type.Literal(true),
  days: Count,
  timeZone: Type.String(),
  from: Type.String({ format: "date" }),
  to: Type.String({ format: "date" }),
  perDay: Type.Array(Type.Object({ day: Type.String({ format: "date" }), count: Count })),
  /** Most requests first; "" for a request whose form had no case type chosen. */
  perCaseType: Type.Array(Type.Object({ caseType: Type.String(), count: Count })),
  firstResponse: Type.Object({ answered: Count, medianSeconds: Seconds, p90Seconds: Seconds }),
  overdue: Count,
  /**
   * Requests per source: its channel and name (@firm/intake/source-channel), most
   * requests first, at most `sourcesShown`; a status reached once counts even if it changed since.
   */
  perSource: Type.Array(
    Type.Object({ channel: Type.Enum([...sourceChannels]), name: Type.String(), ...Outcomes }),
  ),
  /** The sources past the first `sourcesShown`, together: how many, and their requests. */
  otherSources: Type.Object({ sources: Count, ...Outcomes }),
});
export type Figures = Static<typeof Figures>;
