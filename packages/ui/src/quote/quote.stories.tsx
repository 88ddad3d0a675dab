import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { replacePlaceholders } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Quote } from "./quote.tsx";

const quotes = (locale: Locale) => {
  const [founder, client] = home[locale].aboutSection.quotes;
  const attributed = (quote: typeof founder) => ({
    text: quote?.text ?? "",
    attribution: replacePlaceholders(quote?.attribution ?? "", siteValues(locale)),
  });
  return { founder: attributed(founder), client: attributed(client) };
};

const founder = () => quotes(storyLocale()).founder;
const client = () => quotes(storyLocale()).client;

const meta = {
  title: "Content/Quote",
  component: Quote,
  args: founder(),
  parameters: localizedArgs((locale) => quotes(locale).founder),
} satisfies Meta<typeof Quote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control: the quotation and who said it. */
export const Playground: Story = {
  argTypes: { text: { control: "text" }, attribution: { control: "text" } },
};

export const Founder: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("blockquote")).toHaveTextContent(founder().text);
    await expect(canvasElement.querySelector("figcaption")).toHaveTextContent(
      siteValues(storyLocale()).attorney,
    );
  },
};

export const Client: Story = {
  args: client(),
  parameters: localizedArgs((locale) => quotes(locale).client),
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoSayWhoSaidIt: Story = {
  name: "Do: say who said it",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Quote {...quotes(localeOf(globals)).client} />,
};

export const DontAnonymous: Story = {
  name: "Don't: a quote nobody said",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Quote text={quotes(localeOf(globals)).client.text} attribution="" />,
};
