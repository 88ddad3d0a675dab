import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Text } from "../text/text.tsx";
import { Stack } from "./stack.tsx";

const highlights = (locale: Locale) => home[locale].attorneysBand.highlights.map((item) => item.description);
const lines = (locale: Locale) => ({
  children: highlights(locale).map((line) => <Text key={line}>{line}</Text>),
});
const listItems = (locale: Locale) => ({
  children: highlights(locale).map((line) => <li key={line}>{line}</li>),
});

const meta = {
  title: "Foundations/Layout/Stack",
  component: Stack,
  args: lines("en"),
  parameters: localizedArgs(lines),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const Row: Story = { args: { direction: "row", gap: "xl" } };

export const List: Story = {
  args: {
    as: "ul",
    gap: "sm",
    ...listItems("en"),
  },
  parameters: localizedArgs(listItems),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(highlights(storyLocale()).length);
  },
};
