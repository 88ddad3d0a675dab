import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Text } from "../text/text.tsx";
import { Stack } from "./stack.tsx";

const highlights = home.en.attorneysBand.highlights.map((item) => item.description);

const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: {
    children: highlights.map((line) => <Text key={line}>{line}</Text>),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const Row: Story = { args: { direction: "row", gap: "xl" } };

export const List: Story = {
  args: {
    as: "ul",
    gap: "sm",
    children: highlights.map((line) => <li key={line}>{line}</li>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(highlights.length);
  },
};
