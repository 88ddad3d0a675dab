import { team } from "@firm/content/dictionaries/team";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs } from "../../.storybook/locale.ts";
import { atOwnViewport } from "../../.storybook/viewport-frame.tsx";
import { Heading } from "../heading/heading.tsx";
import { Text } from "../text/text.tsx";
import { Grid } from "./grid.tsx";

const roleItems = (locale: Locale) => ({
  children: team[locale].legalTeam.roles.map((role) => (
    <li key={role.title}>
      <Heading level={3}>{role.title}</Heading>
      <Text>{role.description}</Text>
    </li>
  )),
});

const meta = {
  title: "Foundations/Layout/Grid",
  component: Grid,
  argTypes: { children: { table: { disable: true } } },
  args: { as: "ul", ...roleItems("en") },
  parameters: localizedArgs(roleItems),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const minColumns = ["sm", "md", "lg"] as const;

/** Every visual prop as a control: the narrowest column, the gap, and the list element. */
export const Playground: Story = {
  argTypes: {
    minColumn: { control: "inline-radio", options: minColumns },
    gap: { control: "inline-radio", options: ["md", "lg", "xl"] },
    as: { control: "inline-radio", options: ["div", "ul", "ol"] },
  },
  args: { minColumn: "md", gap: "lg" },
};

/** The three narrowest column widths at this window's width: smaller minimums fit more columns. */
export const ColumnWidths: Story = {
  name: "Column widths",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "grid", gap: "3rem" }}>
      {minColumns.map((minColumn) => (
        <Grid key={minColumn} as="ul" minColumn={minColumn}>
          {args.children}
        </Grid>
      ))}
    </div>
  ),
};

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: atOwnViewport(async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  }),
};

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: atOwnViewport(async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().top ?? 0,
    );
  }),
};
