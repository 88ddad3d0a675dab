import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { localeOf } from "../../.storybook/locale.ts";
import { ButtonLink } from "../button-link/button-link.tsx";
import * as columns from "../foundations/foundations.css.ts";
import { Heading } from "../heading/heading.tsx";
import { Text } from "../text/text.tsx";
import { vars } from "../theme/contract.css.ts";
import { palette } from "../theme/tokens.ts";

/**
 * The accessibility panel's do and don't for the pages it changes: a card in the Normal and the
 * Inverted themes side by side, its background from the theme's roles or typed in. Shown on the
 * panel's docs page beside their reasons, not in the sidebar or the story tests (a file of its own
 * beside the panel's stories, which already fill theirs).
 */
function CardInThemes({ locale, background }: { locale: Locale; background: string }) {
  const text = home[locale].journey;
  return (
    <div className={columns.themes}>
      {(["normal", "inverted"] as const).map((mode) => (
        <section
          key={mode}
          className={columns.themeColumn}
          data-contrast={mode}
          aria-label={accessibilityPanel[locale].contrastOptions[mode]}
        >
          <Text tone="eyebrow" size="sm">
            {accessibilityPanel[locale].contrastOptions[mode]}
          </Text>
          <div style={{ display: "grid", gap: vars.space.md, padding: vars.space.lg, background }}>
            <Heading level={3}>{text.heading}</Heading>
            <Text>{text.text}</Text>
            <div>
              <ButtonLink href="/consultation">{text.button}</ButtonLink>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: "Overlays/Accessibility panel/Examples",
  component: CardInThemes,
  tags: ["!dev", "!test", "!autodocs"],
  args: { locale: "en", background: vars.color.surface },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof CardInThemes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DoThemeRoles: Story = {
  name: "Do: colours from the theme's roles",
  tags: ["!dev", "!test", "!autodocs"],
  render: (_args, { globals }) => <CardInThemes locale={localeOf(globals)} background={vars.color.surface} />,
};

export const DontTypedColour: Story = {
  name: "Don't: a colour typed in",
  tags: ["!dev", "!test", "!autodocs"],
  render: (_args, { globals }) => <CardInThemes locale={localeOf(globals)} background={palette.white} />,
};
