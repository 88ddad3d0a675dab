import { siteFooter } from "@firm/content/dictionaries/site-footer";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { firm } from "@firm/content/firm";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Logo } from "./logo.tsx";

const label = () => fill(siteHeader[storyLocale()].logoLabel, siteValues(storyLocale()));

const meta = {
  title: "Foundations/Brand/Logo",
  component: Logo,
  args: { name: firm.name, tagline: siteHeader[storyLocale()].tagline, href: "/", label: label() },
  parameters: localizedArgs((locale) => ({
    tagline: siteHeader[locale].tagline,
    label: fill(siteHeader[locale].logoLabel, siteValues(locale)),
  })),
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control: name, tagline, and the link home with its accessible name. */
export const Playground: Story = {
  argTypes: {
    name: { control: "text" },
    tagline: { control: "text" },
    href: { control: "text" },
    label: { control: "text" },
    linkAs: { control: false },
  },
};

/** In the header: a link home whose name includes the visible firm name. */
export const HomeLink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: label() });
    await expect(link).toHaveAttribute("href", "/");
    await expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const NameOnly: Story = { args: { href: undefined, label: undefined, tagline: undefined } };

/** Keyboard focus on the link home: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["a"] }, controls: { disable: true } },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoShortTagline: Story = {
  name: "Do: a tagline of a few words",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args) => <Logo {...args} />,
};

export const DontLongTagline: Story = {
  name: "Don't: a sentence under the name",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => <Logo {...args} tagline={siteFooter[localeOf(globals)].blurb} />,
};
