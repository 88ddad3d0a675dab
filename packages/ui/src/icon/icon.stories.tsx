import { siteHeader } from "@firm/content/dictionaries/site-header";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { gallery } from "./icon.css.ts";
import { Icon } from "./icon.tsx";
import { type IconName, iconPaths } from "./icon-paths.ts";

const meta = {
  title: "Foundations/Icon",
  component: Icon,
  args: { name: "phone", size: "lg" },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, the text beside it carries the meaning. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};

/** With a label it is an image with that name. */
export const Labelled: Story = {
  args: { label: siteHeader.en.phoneLabel },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: siteHeader.en.phoneLabel })).toBeInTheDocument();
  },
};

/** Every icon of the set, in the current text colour. */
export const AllIcons: Story = {
  render: (args) => (
    <div className={gallery}>
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <Icon key={name} {...args} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("svg")).toHaveLength(Object.keys(iconPaths).length);
  },
};
