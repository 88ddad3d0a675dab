import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Text } from "../text/text.tsx";
import { space } from "../theme/tokens.ts";
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

const gaps = Object.keys(space) as (keyof typeof space)[];

/** Every visual prop as a control: direction, gap from the space scale, alignment. */
export const Playground: Story = {
  argTypes: {
    direction: { control: "inline-radio", options: ["column", "row"] },
    gap: { control: "inline-radio", options: gaps },
    align: { control: "inline-radio", options: ["stretch", "start", "center"] },
    as: { control: "inline-radio", options: ["div", "ul", "ol"] },
    children: { control: false },
  },
  args: { direction: "column", gap: "md", align: "stretch", as: "div" },
};

const aligns = ["stretch", "start", "center"] as const;

/** Two lines of the firm's highlights, each outlined so its width shows. */
const outlinedLines = (locale: Locale) =>
  highlights(locale)
    .slice(0, 2)
    .map((line) => (
      <div key={line} style={{ outline: "1px dashed currentColor" }}>
        <Text size="sm">{line}</Text>
      </div>
    ));

/** All variants: every step of the space scale, each alignment, and a row. */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Stack gap="xxl">
      <Stack direction="row" gap="xl" align="start">
        {gaps.map((gap) => (
          <Stack key={gap} gap={gap}>
            <code>{`gap="${gap}"`}</code>
            {outlinedLines(localeOf(globals))}
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" gap="xl" align="start">
        {aligns.map((align) => (
          <Stack key={align} gap="sm" align={align}>
            <code>{`align="${align}"`}</code>
            {outlinedLines(localeOf(globals))}
          </Stack>
        ))}
      </Stack>
      <Stack gap="sm">
        <code>direction="row"</code>
        <Stack direction="row" gap="md">
          {outlinedLines(localeOf(globals))}
        </Stack>
      </Stack>
    </Stack>
  ),
};

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

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** The attorneys band's highlights: a title and its line, grouped or all at one gap. */
const highlightGroups = (locale: Locale) => home[locale].attorneysBand.highlights;

export const DoGroupedGaps: Story = {
  name: "Do: a small gap inside a group, a large one between",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Stack gap="lg">
      {highlightGroups(localeOf(globals)).map((item) => (
        <Stack key={item.description} gap="xs">
          <Text weight="bold">{item.title}</Text>
          <Text size="sm">{item.description}</Text>
        </Stack>
      ))}
    </Stack>
  ),
};

export const DontOneGapForAll: Story = {
  name: "Don't: one gap for everything",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Stack gap="md">
      {highlightGroups(localeOf(globals)).flatMap((item) => [
        <Text key={`${item.description}-title`} weight="bold">
          {item.title}
        </Text>,
        <Text key={item.description} size="sm">
          {item.description}
        </Text>,
      ])}
    </Stack>
  ),
};
