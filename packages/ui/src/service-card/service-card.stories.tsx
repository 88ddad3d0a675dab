import { wrongfulDeath } from "@firm/content/dictionaries/practice/wrongful-death";
import { serviceCards } from "@firm/content/dictionaries/service-cards";
import { firm, type PracticeSlug } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { cityAtDusk, courthouse, imageSize } from "../../.storybook/media.ts";
import { Grid } from "../grid/grid.tsx";
import { ServiceCard } from "./service-card.tsx";

const cardArgs = (locale: Locale, slug: PracticeSlug) => {
  const copy = serviceCards[locale];
  const card = copy.cards[slug];
  return {
    title: card.title,
    description: card.description,
    href: `/services/${slug}`,
    learnMoreLabel: copy.learnMore,
    linkContext: `${copy.learnMoreContext} ${card.title}`,
  };
};

const meta = {
  title: "Content/Service card",
  component: ServiceCard,
  args: { ...cardArgs("en", "wrongful-death"), image: { src: courthouse, ...imageSize } },
  parameters: localizedArgs((locale) => cardArgs(locale, "wrongful-death")),
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: "22rem" }}>
    <Story />
  </div>
);

const card = () => serviceCards[storyLocale()].cards["wrongful-death"];

/** Every prop as a control: texts, the hidden link context, the picture and the heading level. */
export const Playground: Story = {
  decorators: [narrow],
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    learnMoreLabel: { control: "text" },
    linkContext: { control: "text" },
    href: { control: "text" },
    image: { control: "object" },
    headingLevel: { control: "inline-radio", options: [2, 3, 4] },
    linkAs: { control: false },
  },
  args: { headingLevel: 3 },
};

/** Under the pointer: the card lifts a little (the pseudo-states addon draws the real :hover). */
export const Hover: Story = {
  decorators: [narrow],
  parameters: { pseudo: { hover: true }, controls: { disable: true } },
};

/** Keyboard focus on its link: the whole card takes the focus ring. */
export const Focus: Story = {
  decorators: [narrow],
  parameters: { pseudo: { focusWithin: true }, controls: { disable: true } },
};

export const WithImage: Story = {
  decorators: [narrow],
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article", { name: card().title });
    await expect(article).toContainElement(canvas.getByRole("heading", { level: 3, name: card().title }));
    const link = canvas.getByRole("link", {
      name: `${serviceCards[storyLocale()].learnMore} ${serviceCards[storyLocale()].learnMoreContext} ${card().title}`,
    });
    await expect(link).toHaveAttribute("href", "/services/wrongful-death");
    await expect(canvas.getByRole("presentation")).toHaveAttribute("loading", "lazy");
  },
};

/** Without `linkContext` the visible text names the link and the title describes it. */
export const DescribedByTitle: Story = {
  decorators: [narrow],
  args: { linkContext: undefined, image: undefined },
  parameters: localizedArgs((locale) => ({
    ...cardArgs(locale, "wrongful-death"),
    linkContext: undefined,
    image: undefined,
  })),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: serviceCards[storyLocale()].learnMore });
    await expect(link).toHaveAccessibleDescription(card().title);
  },
};

/** The home page's grid of all 16 practice areas. */
export const AllPracticeAreas: Story = {
  render: (_args, { globals }) => (
    <Grid as="ul" minColumn="md">
      {firm.practiceSlugs.map((slug, index) => (
        <li key={slug}>
          <ServiceCard
            {...cardArgs(localeOf(globals), slug)}
            image={{ src: index % 2 ? cityAtDusk : courthouse, ...imageSize }}
          />
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(16);
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

const cardsRow = (locale: Locale, longFirst: boolean) =>
  (["wrongful-death", "accident-injuries", "catastrophic-injury"] as const).map((slug) => {
    const card = cardArgs(locale, slug);
    const description =
      longFirst && slug === "wrongful-death"
        ? wrongfulDeath[locale].intro.paragraphs.join(" ")
        : card.description;
    return (
      <li key={slug}>
        <ServiceCard {...card} description={description} headingLevel={3} />
      </li>
    );
  });

export const DoShortDescriptions: Story = {
  name: "Do: one or two sentences per card",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Grid as="ul" minColumn="sm">
      {cardsRow(localeOf(globals), false)}
    </Grid>
  ),
};

export const DontPageIntroInCard: Story = {
  name: "Don't: the page's introduction in a card",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Grid as="ul" minColumn="sm">
      {cardsRow(localeOf(globals), true)}
    </Grid>
  ),
};
