/**
 * Where a text stands against its limit, as GOV.UK's character count shows it: "quiet" (no count
 * shown) until it reaches `threshold` per cent of the limit, "near" (what is left) up to the limit,
 * "over" (how many too many) past it.
 */
export const countStates = ["quiet", "near", "over"] as const;
export type CountState = (typeof countStates)[number];

export type CharacterCountState = {
  state: CountState;
  /** Characters left before the limit (0 when over). */
  remaining: number;
  /** Characters past the limit (0 when not over). */
  over: number;
};

/** Share of the limit, in per cent, from which the count shows (GOV.UK's example uses 75). */
export const defaultThreshold = 75;

/**
 * `length` counted as the browser's `value.length` and the API's check count it (UTF-16 code units),
 * so the count, the form's refusal and the server's agree to the character.
 */
export function countState(length: number, limit: number, threshold = defaultThreshold): CharacterCountState {
  if (length > limit) return { state: "over", remaining: 0, over: length - limit };
  const state = length >= (limit * threshold) / 100 ? "near" : "quiet";
  return { state, remaining: limit - length, over: 0 };
}
