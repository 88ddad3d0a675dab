import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Text } from "./text.tsx";

const meta = {
  title: "Foundations/Typography/Text",
  component: Text,
  args: { children: home[storyLocale()].hero.description },
  parameters: localizedArgs((locale) => ({ children: home[locale].hero.description })),
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes = ["sm", "md", "lg"] as const;
const tones = ["default", "muted", "eyebrow"] as const;

/** Every visual prop as a control: size, tone, weight and the element it renders. */
export const Playground: Story = {
  argTypes: {
    size: { control: "inline-radio", options: sizes },
    tone: { control: "inline-radio", options: tones },
    weight: { control: "inline-radio", options: ["regular", "bold"] },
    as: { control: "inline-radio", options: ["p", "span", "div", "strong"] },
    children: { control: "text" },
  },
  args: { size: "md", tone: "default", weight: "regular", as: "p" },
};

/** Every tone at every size. */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "grid", gap: "1.5rem" }}>
      {tones.map((tone) =>
        sizes.map((size) => (
          <Text key={`${tone}-${size}`} tone={tone} size={size}>
            {args.children}
          </Text>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("p")).toHaveLength(tones.length * sizes.length);
  },
};

export const Body: Story = {};

export const Lead: Story = { args: { size: "lg" } };

export const Muted: Story = { args: { tone: "muted", size: "sm" } };

export const Eyebrow: Story = {
  args: { tone: "eyebrow", size: "sm", children: home[storyLocale()].services.heading },
  parameters: localizedArgs((locale) => ({ children: home[locale].services.heading })),
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoShortEyebrow: Story = {
  name: "Do: two or three words in the eyebrow",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const copy = home[localeOf(globals)].services;
    return (
      <div style={{ display: "grid", gap: "0.5rem" }}>
        <Text tone="eyebrow" size="sm">
          {copy.heading}
        </Text>
        <Text>{copy.intro}</Text>
      </div>
    );
  },
};

export const DontSentenceEyebrow: Story = {
  name: "Don't: a whole sentence in the eyebrow style",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Text tone="eyebrow" size="sm">
      {home[localeOf(globals)].services.intro}
    </Text>
  ),
};
