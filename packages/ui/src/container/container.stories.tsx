import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Text } from "../text/text.tsx";
import { Container } from "./container.tsx";

const meta = {
  title: "Layout/Container",
  component: Container,
  parameters: { layout: "fullscreen" },
  args: { children: <Text>{home.en.process.intro}</Text> },
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
