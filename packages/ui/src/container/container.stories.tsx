import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Text } from "../text/text.tsx";
import { Container } from "./container.tsx";

const meta = {
  title: "Foundations/Layout/Container",
  component: Container,
  args: { children: <Text>{home[storyLocale()].process.intro}</Text> },
  parameters: {
    layout: "fullscreen",
    ...localizedArgs((locale) => ({ children: <Text>{home[locale].process.intro}</Text> })),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const box = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1248);
  },
};

export const TextWidth: Story = { args: { width: "text" } };
