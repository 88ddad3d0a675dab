import type { FormsCommonCopy } from "./dictionaries/forms-common.ts";
import { withThousands } from "./format.ts";
import { fill, type Template } from "./template.ts";

/** What a character count says, in one language (the shape @firm/ui/character-count takes). */
export type CharacterCountMessages = {
  /** The limit, as the field's hint: "You can enter up to 5,000 characters." */
  readonly limit: (limit: number) => string;
  /** Near the limit: "You have 120 characters remaining". */
  readonly remaining: (count: number) => string;
  /** Past it: "You have 3,000 characters too many". */
  readonly tooMany: (count: number) => string;
  /** The field's validity message past the limit: how many too many, and what to do. */
  readonly overLimit: (count: number, limit: number) => string;
};

type Plural<P extends string> = { readonly one: Template<P>; readonly other: Template<P> };

/** English and Spanish both say "1 character", else "N characters"; no Intl for two fixed rules. */
const counted = (forms: Plural<"count">, count: number) =>
  fill(count === 1 ? forms.one : forms.other, { count: withThousands(count) });

const cache = new WeakMap<FormsCommonCopy["characterCount"], CharacterCountMessages>();

/**
 * A character count's messages from the page's `formsCommon.characterCount` (the page already holds
 * its copy: the dictionary is not bundled again). One object per copy, so a form's fields keep it.
 */
export function characterCountMessages(copy: FormsCommonCopy["characterCount"]): CharacterCountMessages {
  const cached = cache.get(copy);
  if (cached) return cached;
  const tooMany = (count: number) => counted(copy.tooMany, count);
  const messages: CharacterCountMessages = {
    limit: (limit) => fill(copy.limit, { limit: withThousands(limit) }),
    remaining: (count) => counted(copy.remaining, count),
    tooMany,
    overLimit: (count, limit) => `${tooMany(count)}. ${fill(copy.shorten, { limit: withThousands(limit) })}`,
  };
  cache.set(copy, messages);
  return messages;
}
