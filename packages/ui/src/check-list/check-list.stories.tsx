import { about } from "@firm/content/dictionaries/about";
import { team } from "@firm/content/dictionaries/team";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { CheckList } from "./check-list.tsx";

const specialties = () => team[storyLocale()].leadAttorney.specialties;

const meta = {
  title: "Content/Check list",
  component: CheckList,
  args: { items: specialties() },
  parameters: localizedArgs((locale) => ({ items: team[locale].leadAttorney.specialties })),
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The points as a control: edit, add or remove them (a point is a string, or a title with a
 * description).
 */
export const Playground: Story = {
  argTypes: { items: { control: "object" } },
};

export const Points: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(specialties().length);
  },
};

/** Title and description per point (the about page's approach values). */
export const WithDescriptions: Story = {
  args: { items: about[storyLocale()].approach.values },
  parameters: localizedArgs((locale) => ({ items: about[locale].approach.values })),
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoSameShape: Story = {
  name: "Do: points of the same shape",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <CheckList items={about[localeOf(globals)].approach.values} />,
};

export const DontMixedShapes: Story = {
  name: "Don't: points of mixed shapes",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <CheckList
      items={about[localeOf(globals)].approach.values.map((value, index) =>
        index % 2 === 0 ? value : value.title,
      )}
    />
  ),
};
