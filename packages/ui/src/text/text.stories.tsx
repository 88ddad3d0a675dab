import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Text } from "./text.tsx";

const meta = {
  title: "Foundations/Typography/Text",
  component: Text,
  args: { children: home[storyLocale()].hero.description },
  parameters: localizedArgs((locale) => ({ children: home[locale].hero.description })),
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Lead: Story = { args: { size: "lg" } };

export const Muted: Story = { args: { tone: "muted", size: "sm" } };

export const Eyebrow: Story = {
  args: { tone: "eyebrow", size: "sm", children: home[storyLocale()].services.heading },
  parameters: localizedArgs((locale) => ({ children: home[locale].services.heading })),
};
