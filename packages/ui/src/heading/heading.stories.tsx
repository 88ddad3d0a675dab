import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Text } from "../text/text.tsx";
import { Heading } from "./heading.tsx";

const meta = {
  title: "Foundations/Typography/Heading",
  component: Heading,
  args: { level: 1, children: home[storyLocale()].hero.title },
  parameters: localizedArgs((locale) => ({ children: home[locale].hero.title })),
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes = ["display", "xl", "lg", "md", "sm"] as const;

/** Every visual prop as a control: the outline level and, separately, the size it looks. */
export const Playground: Story = {
  argTypes: {
    level: { control: "inline-radio", options: [1, 2, 3, 4, 5, 6] },
    size: { control: "inline-radio", options: sizes },
    children: { control: "text" },
    id: { table: { disable: true } },
  },
  args: { level: 2, size: "xl" },
};

/** Every size, largest first, each an h2 here and labelled with its size: the size never changes the outline. */
export const AllSizes: Story = {
  name: "All sizes",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "grid", gap: "1.5rem" }}>
      {sizes.map((size) => (
        <div key={size}>
          <Text size="sm" tone="muted">
            <code>size="{size}"</code>
          </Text>
          <Heading level={2} size={size}>
            {args.children}
          </Heading>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(sizes.length);
  },
};

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
  name: "Level 2 at a smaller size",
  args: { level: 2, size: "md", children: home[storyLocale()].services.heading },
  parameters: localizedArgs((locale) => ({ children: home[locale].services.heading })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeInTheDocument();
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** The home page's services heading, then a service's, at the sizes given. */
function Outline({ locale, sizes }: { locale: Locale; sizes: readonly ["xl" | "sm", "md" | "xl"] }) {
  const copy = home[locale];
  return (
    <div style={{ display: "grid", gap: "1rem" }}>
      <Heading level={2} size={sizes[0]}>
        {copy.services.heading}
      </Heading>
      <Heading level={3} size={sizes[1]}>
        {copy.journey.heading}
      </Heading>
    </div>
  );
}

export const DoSizesFollowLevels: Story = {
  name: "Do: each level smaller than the one above",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Outline locale={localeOf(globals)} sizes={["xl", "md"]} />,
};

export const DontSmallerLevelLarger: Story = {
  name: "Don't: a lower level that looks larger",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Outline locale={localeOf(globals)} sizes={["sm", "xl"]} />,
};
