import { about } from "@firm/content/dictionaries/about";
import { home } from "@firm/content/dictionaries/home";
import { team } from "@firm/content/dictionaries/team";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { replacePlaceholders } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs } from "../../.storybook/locale.ts";
import { atOwnViewport } from "../../.storybook/viewport-frame.tsx";
import { Heading } from "../heading/heading.tsx";
import { Quote } from "../quote/quote.tsx";
import { Text } from "../text/text.tsx";
import { Grid } from "./grid.tsx";

const roleItems = (locale: Locale) => ({
  children: team[locale].legalTeam.roles.map((role) => (
    <li key={role.title}>
      <Heading level={3}>{role.title}</Heading>
      <Text>{role.description}</Text>
    </li>
  )),
});

const meta = {
  title: "Foundations/Layout/Grid",
  component: Grid,
  argTypes: { children: { table: { disable: true } } },
  args: { as: "ul", ...roleItems("en") },
  parameters: localizedArgs(roleItems),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const minColumns = ["sm", "md", "lg"] as const;

/** Every visual prop as a control: the narrowest column, the gap, and the list element. */
export const Playground: Story = {
  argTypes: {
    minColumn: { control: "inline-radio", options: minColumns },
    gap: { control: "inline-radio", options: ["md", "lg", "xl"] },
    as: { control: "inline-radio", options: ["div", "ul", "ol"] },
  },
  args: { minColumn: "md", gap: "lg" },
};

const gaps = ["md", "lg", "xl"] as const;

/**
 * All variants: each narrowest column width (smaller minimums fit more columns at this window's width)
 * with each gap, on the first three roles.
 */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div style={{ display: "grid", gap: "3rem" }}>
      {minColumns.flatMap((minColumn) =>
        gaps.map((gap) => (
          <div key={`${minColumn}-${gap}`} style={{ display: "grid", gap: "0.5rem" }}>
            <code>{`minColumn="${minColumn}" gap="${gap}"`}</code>
            <Grid as="ul" minColumn={minColumn} gap={gap}>
              {roleItems(localeOf(globals)).children.slice(0, 3)}
            </Grid>
          </div>
        )),
      )}
    </div>
  ),
};

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: atOwnViewport(async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  }),
};

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: atOwnViewport(async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().top ?? 0,
    );
  }),
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoSameKind: Story = {
  name: "Do: items of one kind",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Grid as="ul" minColumn="sm">
      {roleItems(localeOf(globals)).children.slice(0, 3)}
    </Grid>
  ),
};

export const DontMixedItems: Story = {
  name: "Don't: items of different kinds",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    const [quote] = home[locale].aboutSection.quotes;
    return (
      <Grid as="ul" minColumn="sm">
        {roleItems(locale).children.slice(0, 1)}
        <li>
          <Quote
            text={quote?.text ?? ""}
            attribution={replacePlaceholders(quote?.attribution ?? "", siteValues(locale))}
          />
        </li>
        <li>
          <Text>{about[locale].trackRecord.intro}</Text>
        </li>
      </Grid>
    );
  },
};
