import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { localeOf, localizedArgs } from "../../.storybook/locale.ts";
import { boxInDocs } from "../../.storybook/viewport-frame.tsx";
import { WindowBox, WindowBoxes } from "../../.storybook/window-box.tsx";
import { LanguageToggle } from "./language-toggle.tsx";

/** What an English page passes, and what a Spanish page passes. */
const toSpanish = { code: "es".toUpperCase(), lang: "es", label: languageToggle.en.label, href: "/es" };
const toEnglish = { code: "en".toUpperCase(), lang: "en", label: languageToggle.es.label, href: "/" };

const meta = {
  title: "Actions/Language toggle",
  component: LanguageToggle,
  args: { ...toSpanish, onSelect: fn((event) => event.preventDefault()) },
  parameters: {
    layout: "fullscreen",
    // The corner placements are fixed to the window: on a docs page each story gets its own frame.
    ...boxInDocs(160),
    ...localizedArgs((locale) => (locale === "es" ? toEnglish : {})),
  },
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: placement, the code shown and the hidden name. */
export const Playground: Story = {
  argTypes: {
    placement: { control: "inline-radio", options: ["bottom-end", "bottom-start", "inline"] },
    code: { control: "text" },
    label: { control: "text" },
    href: { control: "text" },
    lang: { control: "text" },
    linkAs: { control: false },
  },
  args: { placement: "bottom-end" },
};

/**
 * All variants: each placement; each box is the window the corner placements are fixed to. (Not a
 * story test: the stories below test the link itself.)
 */
export const AllVariants: Story = {
  name: "All variants",
  tags: ["!test"],
  parameters: { controls: { disable: true }, docs: { story: { inline: true, height: "auto" } } },
  render: (args) => (
    <WindowBoxes>
      {(["bottom-start", "bottom-end", "inline"] as const).map((placement) => (
        <WindowBox key={placement} caption={`placement="${placement}"`}>
          <LanguageToggle {...args} placement={placement} />
        </WindowBox>
      ))}
    </WindowBoxes>
  ),
};

/** On an English page: shows "ES", named in Spanish, links to the Spanish page. */
export const OnEnglishPage: Story = {
  globals: { locale: "en" },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: `${toSpanish.code} ${toSpanish.label}` });
    await expect(link).toHaveAttribute("href", "/es");
    await expect(link).toHaveAttribute("hreflang", "es");
    await expect(link).toHaveAttribute("lang", "es");
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** On a Spanish page: shows "EN". */
export const OnSpanishPage: Story = {
  globals: { locale: "es" },
  args: toEnglish,
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: `${toEnglish.code} ${toEnglish.label}` });
    await expect(link).toHaveAttribute("href", "/");
  },
};

export const Inline: Story = { args: { placement: "inline" }, parameters: { layout: "padded" } };

/** Under the pointer, drawn by the pseudo-states addon. */
export const Hover: Story = {
  args: { placement: "inline" },
  parameters: { layout: "padded", pseudo: { hover: ["a"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  args: { placement: "inline" },
  parameters: { layout: "padded", pseudo: { focusVisible: ["a"] }, controls: { disable: true } },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoCodeOfOtherLanguage: Story = {
  name: "Do: the code of the language it switches to",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  args: { placement: "inline" },
};

export const DontCodeOfThisLanguage: Story = {
  name: "Don't: the code of the page's own language",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  args: { placement: "inline" },
  render: (args, { globals }) => <LanguageToggle {...args} code={localeOf(globals).toUpperCase()} />,
};
