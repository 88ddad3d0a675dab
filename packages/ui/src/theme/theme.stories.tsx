import { about } from "@firm/content/dictionaries/about";
import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { home } from "@firm/content/dictionaries/home";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { team } from "@firm/content/dictionaries/team";
import { firm } from "@firm/content/firm";
import { formatAmount } from "@firm/content/format";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf } from "../../.storybook/locale.ts";
import { Button } from "../button/button.tsx";
import { ButtonLink } from "../button-link/button-link.tsx";
import { CheckList } from "../check-list/check-list.tsx";
import { TextField } from "../field/text-field.tsx";
import { FormBanner } from "../form-banner/form-banner.tsx";
import { Heading } from "../heading/heading.tsx";
import { ResultTile } from "../result-tile/result-tile.tsx";
import { Text } from "../text/text.tsx";
import { type ContrastMode, contrastModes } from "./ada-settings.ts";
import * as styles from "./theme-specimen.css.ts";
import { inverseTone } from "./utilities.css.ts";

/** A bit of everything that draws colour, on the page and on a band, so axe checks every pair in use. */
function Specimen({ locale, mode }: { locale: Locale; mode?: ContrastMode }) {
  const text = home[locale];
  const form = homeContact[locale];
  const result = about[locale].trackRecord.results["dental-malpractice"];
  return (
    <div className={styles.scope} data-contrast={mode}>
      <Heading level={2}>{mode ? accessibilityPanel[locale].contrastOptions[mode] : text.hero.title}</Heading>
      <Text tone="eyebrow" size="sm">
        {text.services.heading}
      </Text>
      <Text tone="muted">{text.services.intro}</Text>
      <a href="#specimen">{text.aboutSection.learnMore}</a>
      <div>
        <Button>{form.submit}</Button> <Button variant="secondary">{form.submit}</Button>{" "}
        <Button variant="call">{text.hero.callNow}</Button>{" "}
        <Button variant="attention">{form.sending}</Button>
      </div>
      <TextField
        label={form.emailLabel}
        name={`email-${mode}`}
        type="email"
        required
        error={form.errorTitle}
      />
      <FormBanner
        tone="success"
        title={form.successTitle}
        message={fill(form.successMessage, siteValues(locale))}
      />
      <FormBanner tone="error" title={form.errorTitle} message={form.requiredNote} />
      <ResultTile amount={formatAmount(firm.results[1].amount, locale)} {...result} />
      <CheckList items={team[locale].leadAttorney.specialties.slice(0, 2)} />
      <div className={`${styles.band} ${inverseTone}`}>
        <Heading level={3}>{text.journey.heading}</Heading>
        <Text>{text.journey.text}</Text>
        <a href="#specimen">{text.journey.emailLabel}</a>
        <div>
          <ButtonLink href="#specimen" variant="accent">
            {text.journey.button}
          </ButtonLink>{" "}
          <ButtonLink href="#specimen" variant="secondary">
            {text.journey.phoneLabel}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/Themes",
  component: Specimen,
  args: { locale: "en" },
  parameters: { layout: "fullscreen" },
  render: (args, { globals }) => <Specimen {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof Specimen>;

export default meta;
type Story = StoryObj<typeof meta>;

const themeIs = (mode: ContrastMode) => async () => {
  await expect(document.documentElement).toHaveAttribute("data-contrast", mode);
};

/** The default theme on the root (as the toolbar and the site set it). */
export const Normal: Story = {
  // Also scoped to the specimen: on a docs page every story shows its own theme.
  args: { mode: "normal" },
  globals: { contrast: "normal" },
  play: themeIs("normal"),
};

export const HighContrast: Story = {
  // Also scoped to the specimen: on a docs page every story shows its own theme.
  args: { mode: "high" },
  globals: { contrast: "high" },
  play: themeIs("high"),
};

export const Inverted: Story = {
  // Also scoped to the specimen: on a docs page every story shows its own theme.
  args: { mode: "inverted" },
  globals: { contrast: "inverted" },
  play: themeIs("inverted"),
};

/** The three themes side by side: a theme can also be scoped to a subtree. */
// On the default root: the "normal" column takes the root's theme (the default lives on :root).
export const SideBySide: Story = {
  globals: { contrast: "normal" },
  render: (_args, { globals }) => (
    <div className={styles.columns}>
      {contrastModes.map((mode) => (
        <Specimen key={mode} locale={localeOf(globals)} mode={mode} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [normal, high, inverted] = [...canvasElement.querySelectorAll<HTMLElement>("[data-contrast]")].map(
      (element) => getComputedStyle(element).backgroundColor,
    );
    await expect(new Set([normal, high, inverted]).size).toBe(3);
  },
};
