import { describe, expect, it } from "vitest";
import { characterCountMessages } from "./character-count.ts";
import { formsCommon } from "./dictionaries/forms-common.ts";

describe("characterCountMessages", () => {
  it("counts in English, one and many, with US separators", () => {
    const en = characterCountMessages(formsCommon.en.characterCount);
    expect(en.limit(5000)).toBe("You can enter up to 5,000 characters.");
    expect(en.remaining(1)).toBe("You have 1 character remaining");
    expect(en.remaining(0)).toBe("You have 0 characters remaining");
    expect(en.tooMany(3000)).toBe("You have 3,000 characters too many");
    expect(en.overLimit(1, 2000)).toBe(
      "You have 1 character too many. Please shorten it to 2,000 characters or fewer.",
    );
  });

  it("counts in Spanish, one and many, with the site's separators", () => {
    const es = characterCountMessages(formsCommon.es.characterCount);
    expect(es.limit(5000)).toBe("Puede escribir hasta 5,000 caracteres.");
    expect(es.remaining(1)).toBe("Le queda 1 carácter");
    expect(es.remaining(250)).toBe("Le quedan 250 caracteres");
    expect(es.tooMany(1)).toBe("Tiene 1 carácter de más");
    expect(es.overLimit(3000, 5000)).toBe(
      "Tiene 3,000 caracteres de más. Acorte el texto a 5,000 caracteres o menos.",
    );
  });

  it("gives a form the same messages on every render", () => {
    expect(characterCountMessages(formsCommon.es.characterCount)).toBe(
      characterCountMessages(formsCommon.es.characterCount),
    );
  });
});
