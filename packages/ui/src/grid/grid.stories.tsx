import { team } from "@firm/content/dictionaries/team";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { atOwnViewport } from "../../.storybook/viewport-frame.tsx";
import { Heading } from "../heading/heading.tsx";
import { Text } from "../text/text.tsx";
import { Grid } from "./grid.tsx";

const roles = team.en.legalTeam.roles;

const meta = {
  title: "Layout/Grid",
  component: Grid,
  args: {
    as: "ul",
    children: roles.map((role) => (
      <li key={role.title}>
        <Heading level={3}>{role.title}</Heading>
        <Text>{role.description}</Text>
      </li>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
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
