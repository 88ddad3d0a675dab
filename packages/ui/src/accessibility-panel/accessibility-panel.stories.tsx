import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { brokenWords } from "@firm/testkit/broken-words";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo, useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { atOwnViewport, ownFrameInDocs } from "../../.storybook/viewport-frame.tsx";
import { FloatingActionButton } from "../floating-action-button/floating-action-button.tsx";
import {
  type AdaSettings,
  type ContrastMode,
  defaultAdaSettings,
  parseAdaSettings,
} from "../theme/ada-settings.ts";
import { applySettingsAttributes, applySettingsAttributesAfterPaint } from "../theme/settings-attributes.ts";
import { AccessibilityPanel, type AccessibilityPanelProps } from "./accessibility-panel.tsx";

const copy = () => accessibilityPanel[storyLocale()];

/**
 * As the site uses it: state outside the panel, applied to `<html>` on mount and after every change
 * (the text size just after the next paint), back to the toolbar's theme when the story ends. A story
 * that does not choose a contrast starts in the toolbar's, so a docs page keeps the theme it shows.
 */
function Site({ toolbarContrast, ...args }: AccessibilityPanelProps & { toolbarContrast: ContrastMode }) {
  const [open, setOpen] = useState(args.open);
  const [readAloud, setReadAloud] = useState(args.readAloud);
  const [speaking, setSpeaking] = useState(args.speaking);
  const initial = useMemo(
    () =>
      args.settings.contrast === defaultAdaSettings.contrast
        ? { ...args.settings, contrast: toolbarContrast }
        : args.settings,
    [args.settings, toolbarContrast],
  );
  const [settings, setSettings] = useState<AdaSettings>(initial);
  useEffect(() => {
    setSettings(initial);
    applySettingsAttributes(document.documentElement, initial);
    return () =>
      applySettingsAttributes(document.documentElement, { ...defaultAdaSettings, contrast: toolbarContrast });
  }, [initial, toolbarContrast]);
  // The Playground's controls open and close it, and switch reading aloud.
  useEffect(() => setOpen(args.open), [args.open]);
  useEffect(() => setReadAloud(args.readAloud), [args.readAloud]);
  useEffect(() => setSpeaking(args.speaking), [args.speaking]);
  const change = (next: AdaSettings) => {
    setSettings(next);
    applySettingsAttributesAfterPaint(document.documentElement, next);
  };
  return (
    <>
      <FloatingActionButton
        label={args.labels.title}
        icon="accessibility"
        aria-haspopup="dialog"
        expanded={open}
        onClick={() => setOpen(true)}
      />
      <AccessibilityPanel
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        settings={settings}
        onChange={(next) => {
          change(next);
          args.onChange(next);
        }}
        onReset={() => {
          change(defaultAdaSettings);
          args.onReset();
        }}
        readAloud={readAloud}
        onReadAloudChange={(next) => {
          setReadAloud(next);
          setSpeaking(next);
          args.onReadAloudChange(next);
        }}
        speaking={speaking}
        onStopSpeaking={() => {
          setSpeaking(false);
          args.onStopSpeaking();
        }}
      />
    </>
  );
}

const meta = {
  title: "Overlays/Accessibility panel",
  component: AccessibilityPanel,
  args: {
    open: false,
    onOpenChange: fn(),
    settings: defaultAdaSettings,
    onChange: fn(),
    onReset: fn(),
    readAloud: false,
    onReadAloudChange: fn(),
    speechSupported: true,
    speaking: false,
    onStopSpeaking: fn(),
    labels: copy(),
  },
  parameters: {
    layout: "fullscreen",
    ...localizedArgs((locale) => ({ labels: accessibilityPanel[locale] })),
  },
  render: (args, { globals }) => (
    <Site {...args} toolbarContrast={parseAdaSettings({ contrast: globals.contrast }).contrast} />
  ),
} satisfies Meta<typeof AccessibilityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = document.documentElement;
const panel = () => within(screen.getByRole("dialog", { name: copy().title }));
const sizeValue = () => screen.getByRole("dialog").querySelector("output");
const opened = async () => {
  const dialog = await screen.findByRole("dialog", { name: copy().title });
  await waitFor(() => expect(dialog).toHaveAttribute("data-state", "open"));
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe("1"));
};
const switchNamed = (name: string) => panel().getByRole("switch", { name });

/**
 * On the docs page, a story that starts with the panel open renders in its own frame. Inline, its
 * modal dialog would cover the page, trap focus, mark the rest of the page (every other story and
 * heading) aria-hidden, and apply its settings to the docs page's own <html>.
 */
const openInDocs = ownFrameInDocs(640);

/**
 * Every visual prop as a control, the panel open: its settings, whether the browser can read aloud,
 * and whether it is reading now. The settings apply to this page as they would to the site.
 */
export const Playground: Story = {
  parameters: openInDocs,
  argTypes: {
    open: { control: "boolean" },
    settings: { control: "object" },
    speechSupported: { control: "boolean" },
    readAloud: { control: "boolean" },
    speaking: { control: "boolean" },
    labels: { table: { disable: true } },
  },
  args: { open: true },
  play: atOwnViewport(async () => {
    await opened();
  }),
};

/** Every control, its effect on `<html>`, reset, and closing with Escape (focus back on the opener). */
export const EveryControl: Story = {
  play: async ({ args, canvas, userEvent, step, globals }) => {
    // The panel starts in the toolbar's theme.
    const toolbar = parseAdaSettings({ contrast: globals.contrast }).contrast;
    const opener = canvas.getByRole("button", { name: copy().title });
    await step("the floating button opens the panel", async () => {
      await userEvent.click(opener);
      await opened();
      await expect(opener).toHaveAttribute("data-state", "open");
    });
    await step("text size: 10 % steps between 80 and 150", async () => {
      const increase = panel().getByRole("button", { name: copy().increaseTextSize });
      const decrease = panel().getByRole("button", { name: copy().decreaseTextSize });
      await userEvent.click(increase);
      await expect(sizeValue()).toHaveTextContent("110%");
      await expect(args.onChange).toHaveBeenLastCalledWith({
        ...defaultAdaSettings,
        contrast: toolbar,
        fontSize: 110,
      });
      // The page's text follows just after the panel has painted its new value.
      await waitFor(() => expect(root.style.fontSize).toBe("110%"));
      await expect(getComputedStyle(root).fontSize).toBe("17.6px");
      for (let i = 0; i < 5; i += 1) await userEvent.click(increase);
      await expect(sizeValue()).toHaveTextContent("150%");
      await expect(increase).toHaveAttribute("aria-disabled", "true");
      await expect(increase).toHaveFocus();
      for (let i = 0; i < 8; i += 1) await userEvent.click(decrease);
      await expect(sizeValue()).toHaveTextContent("80%");
      await expect(decrease).toHaveAttribute("aria-disabled", "true");
      await waitFor(() => expect(root.style.fontSize).toBe("80%"));
    });
    await step("contrast: high, inverted, normal", async () => {
      const contrast = within(panel().getByRole("group", { name: copy().contrastLabel }));
      await userEvent.click(contrast.getByRole("radio", { name: copy().contrastOptions.high }));
      await expect(root).toHaveAttribute("data-contrast", "high");
      await userEvent.keyboard("{ArrowRight}");
      await expect(contrast.getByRole("radio", { name: copy().contrastOptions.inverted })).toBeChecked();
      await expect(root).toHaveAttribute("data-contrast", "inverted");
      await userEvent.click(contrast.getByRole("radio", { name: copy().contrastOptions.normal }));
      await expect(root).toHaveAttribute("data-contrast", "normal");
    });
    await step("cursor size: large", async () => {
      const cursor = within(panel().getByRole("group", { name: copy().cursorSizeLabel }));
      await userEvent.click(cursor.getByRole("radio", { name: copy().cursorSizeOptions.large }));
      await expect(root).toHaveAttribute("data-cursor", "large");
    });
    await step("highlight links, readable font, text spacing", async () => {
      for (const [name, attribute] of [
        [copy().toggles.highlightLinks, "data-highlight-links"],
        [copy().toggles.readableFont, "data-readable-font"],
        [copy().toggles.textSpacing, "data-text-spacing"],
      ] as const) {
        const control = switchNamed(name);
        await userEvent.click(control);
        await expect(control).toHaveAttribute("aria-checked", "true");
        await expect(control).toHaveAttribute("data-state", "checked");
        await expect(root).toHaveAttribute(attribute, "true");
      }
    });
    await step("text to speech: on, then stop reading", async () => {
      const speech = switchNamed(copy().toggles.textToSpeech);
      await expect(speech).toHaveAccessibleDescription(copy().textToSpeechHint);
      await userEvent.click(speech);
      await expect(args.onReadAloudChange).toHaveBeenLastCalledWith(true);
      await userEvent.click(panel().getByRole("button", { name: copy().stopReading }));
      await expect(args.onStopSpeaking).toHaveBeenCalledOnce();
      await expect(panel().queryByRole("button", { name: copy().stopReading })).toBeNull();
    });
    await step("reset restores every default", async () => {
      await userEvent.click(panel().getByRole("button", { name: copy().reset }));
      await expect(args.onReset).toHaveBeenCalledOnce();
      await expect(root).toHaveAttribute("data-cursor", "normal");
      await expect(root).not.toHaveAttribute("data-text-spacing");
      await waitFor(() => expect(root.style.fontSize).toBe(""));
      await expect(switchNamed(copy().toggles.highlightLinks)).toHaveAttribute("aria-checked", "false");
    });
    await step("Escape closes; focus returns to the floating button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

/** While speech is under way the stop-reading button shows. */
export const Speaking: Story = {
  parameters: openInDocs,
  args: { open: true, readAloud: true, speaking: true },
  play: atOwnViewport(async () => {
    await opened();
    await expect(panel().getByRole("button", { name: copy().stopReading })).toBeVisible();
  }),
};

/** Without speech synthesis the toggle is replaced by a note. */
export const SpeechUnsupported: Story = {
  parameters: openInDocs,
  args: { open: true, speechSupported: false },
  play: atOwnViewport(async () => {
    await opened();
    await expect(panel().queryByRole("switch", { name: copy().toggles.textToSpeech })).toBeNull();
    await expect(panel().getByText(copy().textToSpeechUnavailable)).toBeVisible();
  }),
};

/** Every setting on at once, in the inverted theme: axe checks the panel and page in that state. */
export const AllSettingsOn: Story = {
  parameters: openInDocs,
  args: {
    open: true,
    settings: {
      fontSize: 150,
      contrast: "inverted",
      cursorSize: "large",
      highlightLinks: true,
      readableFont: true,
      textSpacing: true,
    },
  },
  play: atOwnViewport(async () => {
    await opened();
    await expect(root).toHaveAttribute("data-contrast", "inverted");
    await expect(getComputedStyle(root).fontSize).toBe("24px");
  }),
};

/** Every word of the panel whole on its line, in either language: none is broken inside a word. */
const wordsWhole = async () => {
  await opened();
  await expect(brokenWords(screen.getByRole("dialog"))).toEqual([]);
};

/** On the narrowest phone the site serves (320 px), in high contrast. */
export const HighContrastMobile: Story = {
  name: "High contrast, small phone (320 px)",
  parameters: openInDocs,
  args: { open: true, settings: { ...defaultAdaSettings, contrast: "high" } },
  globals: { contrast: "high", viewport: { value: "smallMobile" } },
  play: atOwnViewport(wordsWhole),
};

/** Docked to the corner of a 1280 px screen. */
export const Desktop: Story = {
  name: "Desktop (1280 px)",
  parameters: openInDocs,
  args: { open: true },
  globals: { viewport: { value: "desktop" } },
  play: atOwnViewport(wordsWhole),
};
