import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { boxInDocs } from "../../.storybook/viewport-frame.tsx";
import { FloatingActionButton } from "../floating-action-button/floating-action-button.tsx";
import { LanguageToggle } from "../language-toggle/language-toggle.tsx";
import { StopReadingButton, type StopReadingButtonProps } from "./stop-reading-button.tsx";

/** The panel's copy in the toolbar's language (set before each story runs). */
const copy = () => accessibilityPanel[storyLocale()];

/** As the site uses it: beside the corners' floating buttons; stopping ends speech, so it goes away. */
function OnThePage(args: StopReadingButtonProps) {
  const [speaking, setSpeaking] = useState(args.speaking);
  // The `speaking` control shows and hides it too.
  useEffect(() => setSpeaking(args.speaking), [args.speaking]);
  return (
    <>
      <p>{copy().stopReading}</p>
      <FloatingActionButton label={copy().openButton} icon="accessibility" placement="bottom-start" />
      <LanguageToggle code="ES" label={languageToggle[storyLocale()].label} href="/es" lang="es" />
      <StopReadingButton
        {...args}
        speaking={speaking}
        onStop={() => {
          args.onStop();
          setSpeaking(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Actions/Stop reading button",
  component: StopReadingButton,
  render: (args) => <OnThePage {...args} />,
  args: { label: copy().stopReading, speaking: true, onStop: fn() },
  parameters: {
    layout: "fullscreen",
    // Fixed to the window's bottom, as are the corner buttons: each story gets its own frame in docs.
    ...boxInDocs(240),
    ...localizedArgs((locale) => ({ label: accessibilityPanel[locale].stopReading })),
  },
} satisfies Meta<typeof StopReadingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every prop as a control: whether speech is under way, and the button's text. */
export const Playground: Story = {
  argTypes: { speaking: { control: "boolean" }, label: { control: "text" } },
  args: { speaking: true },
};

/** Under the pointer, drawn by the pseudo-states addon. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["button"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["button"] }, controls: { disable: true } },
};

/** No speech: no button. */
export const Idle: Story = {
  args: { speaking: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: copy().stopReading })).toBeNull();
  },
};

/** While speech is under way: reachable by keyboard; Enter stops the speech and the button goes. */
export const Speaking: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy().stopReading });
    await expect(button).toBeVisible();
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("button", { name: copy().stopReading })).toBeNull();
  },
};

/** Tab reaches it after the page's other controls, and a click stops the speech too. */
export const ByTabAndClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy().stopReading });
    for (let press = 0; press < 3 && document.activeElement !== button; press += 1) {
      await userEvent.tab();
    }
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("button", { name: copy().stopReading })).toBeNull();
  },
};

/** Covers neither corner button, in the longer Spanish name, on a phone-sized screen as on a desktop. */
export const BesideTheCornerButtons: Story = {
  args: { label: accessibilityPanel.es.stopReading },
  // The Spanish name in either language: the longest the button gets.
  parameters: localizedArgs(() => ({ label: accessibilityPanel.es.stopReading })),
  play: async ({ canvas }) => {
    const stop = canvas.getByRole("button", { name: accessibilityPanel.es.stopReading });
    const corners = [
      canvas.getByRole("button", { name: copy().openButton }),
      // Named by its visible code and its hidden label, e.g. "ES Ver este sitio en español".
      canvas.getByRole("link", { name: new RegExp(languageToggle[storyLocale()].label) }),
    ];
    for (const width of ["320px", "100%"]) {
      document.body.style.width = width;
      const box = stop.getBoundingClientRect();
      for (const corner of corners) {
        await expect(overlaps(box, corner.getBoundingClientRect())).toBe(false);
      }
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    document.body.style.width = "";
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoShortLabel: Story = {
  name: "Do: a short verb phrase",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  args: { speaking: true },
};

export const DontExplanation: Story = {
  name: "Don't: an explanation in the button",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  args: { speaking: true },
  render: (args, { globals }) => {
    const copy = accessibilityPanel[localeOf(globals)];
    return <OnThePage {...args} label={`${copy.stopReading}. ${copy.textToSpeechHint}`} />;
  },
};
