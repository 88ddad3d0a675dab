/**
 * The one shape every practice page (/services/{slug}) satisfies, so a single layout renders all 16.
 * Every string here is visible copy; the shared labels (Call Now, Send Message) and the phone and e-mail
 * come from the layout, never from the page copy. Each page's copy is written in `<slug>.en.ts` and
 * `<slug>.es.ts`, both typed by this shape, and paired in `<slug>.ts`.
 */
export type PracticeItem = {
  readonly title: string;
  readonly description: string;
  /** Declared with `feeClaim(...)` when the item says "no fee unless we win" (decision 0086). */
  readonly feeClaim?: true;
};

export type PracticeSection = {
  readonly title: string;
  readonly intro?: string;
  /** Render the items as numbered steps (a process) instead of cards. */
  readonly numbered?: boolean;
  /** Usually 4-8 items; a section with exactly 3 items is the three-column issue list. */
  readonly items: readonly PracticeItem[];
};

export type PracticePageCopy = {
  /** `title` is the document title (at most 60 characters); `description` at most 160 characters. */
  readonly meta: { readonly title: string; readonly description: string };
  readonly hero: { readonly title: string; readonly subtitle: string };
  /** Two to four paragraphs of explanatory text. */
  readonly intro: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly sections: readonly PracticeSection[];
  /** Exactly three reasons to choose the firm. */
  readonly reasons: {
    readonly title: string;
    readonly items: readonly [PracticeItem, PracticeItem, PracticeItem];
  };
  /** Closing call to action; `button` links to /consultation. */
  readonly cta: { readonly title: string; readonly text: string; readonly button: string };
};
