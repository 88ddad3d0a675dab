import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
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
