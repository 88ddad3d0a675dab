import { describe, expect, it } from "vitest";
import { countState } from "./character-count-state.ts";

describe("countState", () => {
  it("stays quiet below the threshold", () => {
    expect(countState(0, 5000)).toEqual({ state: "quiet", remaining: 5000, over: 0 });
    expect(countState(3749, 5000)).toEqual({ state: "quiet", remaining: 1251, over: 0 });
  });

  it("shows what is left from the threshold up to the limit itself", () => {
    expect(countState(3750, 5000)).toEqual({ state: "near", remaining: 1250, over: 0 });
    expect(countState(5000, 5000)).toEqual({ state: "near", remaining: 0, over: 0 });
  });

  it("counts every character past the limit, however many were pasted", () => {
    expect(countState(5001, 5000)).toEqual({ state: "over", remaining: 0, over: 1 });
    expect(countState(8000, 5000)).toEqual({ state: "over", remaining: 0, over: 3000 });
  });

  it("shows the count from the first character with a threshold of 0", () => {
    expect(countState(0, 2000, 0).state).toBe("near");
  });

  it("counts as the browser and the API do: an emoji is two, a line break one", () => {
    const text = `${"a".repeat(1998)}😀`;
    expect(countState(text.length, 2000)).toEqual({ state: "near", remaining: 0, over: 0 });
    expect(countState(`${text}\n`.length, 2000)).toEqual({ state: "over", remaining: 0, over: 1 });
  });
});
