import { about } from "@firm/content/dictionaries/about";
import { firm } from "@firm/content/firm";
import { formatAmount } from "@firm/content/format";
import type { Locale } from "@firm/content/locale";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Grid } from "../grid/grid.tsx";
import { ResultTile } from "./result-tile.tsx";

const amount = () => formatAmount(firm.results[0].amount, storyLocale());
const brainInjury = () => about[storyLocale()].trackRecord.results["brain-injury"];

const meta = {
  title: "Content/Result tile",
  component: ResultTile,
  args: { amount: amount(), title: brainInjury().title, description: brainInjury().description },
  parameters: localizedArgs((locale) => ({
    amount: formatAmount(firm.results[0].amount, locale),
    title: about[locale].trackRecord.results["brain-injury"].title,
    description: about[locale].trackRecord.results["brain-injury"].description,
  })),
} satisfies Meta<typeof ResultTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: "20rem" }}>
    <Story />
  </div>
);

/** Every prop as a control: amount, case type, description and heading level. */
export const Playground: Story = {
  decorators: [narrow],
  argTypes: {
    amount: { control: "text" },
    title: { control: "text" },
    description: { control: "text" },
    headingLevel: { control: "inline-radio", options: [3, 4] },
  },
  args: { headingLevel: 3 },
};

export const Single: Story = {
  decorators: [narrow],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: brainInjury().title })).toBeInTheDocument();
    await expect(canvas.getByText(amount())).toBeVisible();
  },
};

/** The about page's track record: nine tiles. */
export const TrackRecord: Story = {
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    const results = about[locale].trackRecord.results;
    return (
      <Grid as="ul" minColumn="sm">
        {firm.results.map((result) => (
          <li key={result.id}>
            <ResultTile amount={formatAmount(result.amount, locale)} {...results[result.id]} />
          </li>
        ))}
      </Grid>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(9);
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

const tiles = (locale: Locale, longUnderSecond: boolean) =>
  (["brain-injury", "dental-malpractice", "wrongful-death"] as const).map((slug, index) => {
    const result = about[locale].trackRecord.results[slug];
    return (
      <ResultTile
        key={slug}
        amount={formatAmount(firm.results[index]?.amount ?? 0, locale)}
        title={result.title}
        description={longUnderSecond && index === 1 ? about[locale].trackRecord.intro : result.description}
      />
    );
  });

export const DoShortLines: Story = {
  name: "Do: short lines under each amount",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Grid minColumn="sm">{tiles(localeOf(globals), false)}</Grid>,
};

export const DontLongSentence: Story = {
  name: "Don't: a paragraph under one tile",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Grid minColumn="sm">{tiles(localeOf(globals), true)}</Grid>,
};
