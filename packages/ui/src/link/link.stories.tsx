import { serviceCards } from "@firm/content/dictionaries/service-cards";
import { siteFooter } from "@firm/content/dictionaries/site-footer";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Stack } from "../stack/stack.tsx";
import { Text } from "../text/text.tsx";

type TextLinksProps = {
  /** The sentence the links follow. */
  text: string;
  /** Each link's text and address. */
  links: readonly { label: string; href: string }[];
  /** The accessibility panel's "Highlight links" setting, as the site sets it on the page. */
  highlighted?: boolean;
};

/** Plain text links under a paragraph, as in the footer: the site's links are `<a>` with the theme's link colour. */
function TextLinks({ text, links, highlighted = false }: TextLinksProps) {
  return (
    <div data-highlight-links={highlighted ? "" : undefined}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Stack as="ul" direction="row" gap="lg">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </Stack>
      </Stack>
    </div>
  );
}

const linkArgs = (locale: Locale) => {
  const copy = siteFooter[locale];
  return {
    text: copy.blurb,
    links: [
      { label: copy.privacyPolicy, href: "/privacy" },
      { label: copy.accessibilityStatement, href: "/accessibility" },
      { label: copy.links.contact, href: "/contact" },
    ],
  };
};

const meta = {
  title: "Navigation/Link",
  component: TextLinks,
  args: linkArgs(storyLocale()),
  parameters: localizedArgs(linkArgs),
} satisfies Meta<typeof TextLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: the sentence, the links, and the "Highlight links" setting. */
export const Playground: Story = {
  argTypes: {
    text: { control: "text" },
    links: { control: "object" },
    highlighted: { control: "boolean" },
  },
  args: { highlighted: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: siteFooter[storyLocale()].privacyPolicy })).toHaveAttribute(
      "href",
      "/privacy",
    );
  },
};

/** Under the pointer: the underline thickens (the pseudo-states addon draws the real :hover). */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["a"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["a"] }, controls: { disable: true } },
};

/** With the accessibility panel's "Highlight links" on: every link on a solid highlight. */
export const Highlighted: Story = {
  args: { highlighted: true },
  parameters: { controls: { disable: true } },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoSayWhere: Story = {
  name: "Do: link text that says where it goes",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args) => <TextLinks {...args} />,
};

export const DontLearnMore: Story = {
  name: "Don't: the same vague words on every link",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => (
    <TextLinks
      {...args}
      links={args.links.map((link) => ({ ...link, label: serviceCards[localeOf(globals)].learnMore }))}
    />
  ),
};
