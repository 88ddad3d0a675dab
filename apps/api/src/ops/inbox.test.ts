import { describe, expect, it } from "vitest";
import { searchQuery } from "./inbox.ts";

describe("searchQuery", () => {
  it("keeps the words, whatever the punctuation (the database makes each a required prefix)", () => {
    expect(searchQuery("  García  López ")).toBe("garcía lópez");
    expect(searchQuery("o'brien-smith")).toBe("o brien smith");
  });

  it("matches a phone number by its digits and an e-mail address whole", () => {
    expect(searchQuery("+1 (714) 555-0100")).toBe("17145550100");
    expect(searchQuery("Maria@Example.com")).toBe("maria@example.com");
  });

  it("gives nothing to search for blank input or tsquery syntax alone, and never passes it through", () => {
    expect(searchQuery("   ")).toBeNull();
    expect(searchQuery("()")).toBeNull();
    expect(searchQuery("& | ! :*")).toBeNull();
    expect(searchQuery("a'b@c.d")).toBe("a b c d");
  });
});
