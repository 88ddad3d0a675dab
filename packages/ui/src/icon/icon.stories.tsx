import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { vars } from "../theme/contract.css.ts";
import { gallery, galleryItem } from "./icon.css.ts";
import { Icon } from "./icon.tsx";
import { type IconName, iconPaths } from "./icon-paths.ts";

const meta = {
  title: "Foundations/Icons",
  component: Icon,
  args: { name: "phone", size: "lg" },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = Object.keys(iconPaths) as IconName[];
const sizes = ["sm", "md", "lg"] as const;

/** Every visual prop as a control: the icon, its size, and a label when it stands alone. */
export const Playground: Story = {
  argTypes: {
    name: { control: "select", options: names },
    size: { control: "inline-radio", options: sizes },
    label: { control: "text" },
    className: { table: { disable: true } },
  },
  args: { name: "phone", size: "lg" },
};

/** The three sizes beside text: sm and md sit in a line of text, lg stands alone. */
export const AllSizes: Story = {
  name: "All sizes",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <p style={{ display: "flex", gap: "1.5rem", alignItems: "center" }}>
      {sizes.map((size) => (
        <span key={size} style={{ display: "inline-flex", gap: "0.5rem", alignItems: "center" }}>
          <Icon name={args.name} size={size} />
          <code>{size}</code>
        </span>
      ))}
    </p>
  ),
};

/** Decorative by default: hidden from assistive technology, the text beside it carries the meaning. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};

/** With a label it is an image with that name. */
export const Labelled: Story = {
  args: { label: siteHeader[storyLocale()].phoneLabel },
  parameters: localizedArgs((locale) => ({ label: siteHeader[locale].phoneLabel })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: siteHeader[storyLocale()].phoneLabel })).toBeInTheDocument();
  },
};

/** Every icon of the set with the name to pass as `name`, in the current text colour. */
export const AllIcons: Story = {
  name: "All icons",
  render: (args) => (
    <ul className={gallery}>
      {names.map((name) => (
        <li key={name} className={galleryItem}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("svg")).toHaveLength(names.length);
    await expect(canvas.getByText("phone")).toBeVisible();
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** A field's error line: the alert icon and the message, the icon in the text's colour or another. */
function ErrorLine({ message, iconColour }: { message: string; iconColour?: string }) {
  return (
    <p style={{ display: "flex", gap: vars.space.xs, alignItems: "center", color: vars.color.danger }}>
      <span style={{ color: iconColour, display: "inline-flex" }}>
        <Icon name="alert" />
      </span>
      {message}
    </p>
  );
}

export const DoTextColour: Story = {
  name: "Do: the icon in its text's colour",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <ErrorLine message={formsCommon[localeOf(globals)].fieldProblems.email} />,
};

export const DontOtherColour: Story = {
  name: "Don't: the icon in another colour",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <ErrorLine message={formsCommon[localeOf(globals)].fieldProblems.email} iconColour={vars.color.accent} />
  ),
};
