import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { localizedArgs } from "../../.storybook/locale.ts";
import { Text } from "./text.tsx";

const meta = {
  title: "Typography/Text",
  component: Text,
  args: { children: home.en.hero.description },
  parameters: localizedArgs((locale) => ({ children: home[locale].hero.description })),
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Lead: Story = { args: { size: "lg" } };

export const Muted: Story = { args: { tone: "muted", size: "sm" } };

export const Eyebrow: Story = {
  args: { tone: "eyebrow", size: "sm", children: home.en.services.heading },
  parameters: localizedArgs((locale) => ({ children: home[locale].services.heading })),
};
