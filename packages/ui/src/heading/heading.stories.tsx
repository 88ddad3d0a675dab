import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Heading } from "./heading.tsx";

const meta = {
  title: "Foundations/Typography/Heading",
  component: Heading,
  args: { level: 1, children: home[storyLocale()].hero.title },
  parameters: localizedArgs((locale) => ({ children: home[locale].hero.title })),
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(home[storyLocale()].hero.title);
  },
};

export const SectionTitle: Story = {
  args: { level: 2, children: home[storyLocale()].process.heading },
  parameters: localizedArgs((locale) => ({ children: home[locale].process.heading })),
};

/** The level is the outline; the size is the look. */
export const SmallLevelTwo: Story = {
  args: { level: 2, size: "md", children: home[storyLocale()].services.heading },
  parameters: localizedArgs((locale) => ({ children: home[locale].services.heading })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeInTheDocument();
  },
};
