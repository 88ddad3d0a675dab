import { about } from "@firm/content/dictionaries/about";
import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { home } from "@firm/content/dictionaries/home";
import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { localizedArgs } from "../../.storybook/locale.ts";
import { cityAtDusk, courthouse, imageSize } from "../../.storybook/media.ts";
import { ButtonLink } from "../button-link/button-link.tsx";
import { Hero } from "./hero.tsx";

const actions = (locale: Locale) => {
  const copy = home[locale].hero;
  return (
    <>
      <ButtonLink href="/consultation" variant="accent" size="lg">
        {copy.primaryButton}
      </ButtonLink>
      <ButtonLink
        href={firm.phones.tollFree.href}
        variant="call"
        size="lg"
        aria-label={fill(copy.callNowAriaLabel, siteValues(locale))}
      >
        {copy.callNow}
      </ButtonLink>
    </>
  );
};

const homeArgs = (locale: Locale) => ({
  title: home[locale].hero.title,
  subtitle: home[locale].hero.subtitle,
  description: home[locale].hero.description,
  actions: actions(locale),
});

const video = { kind: "video", src: "/media/hero-loop.mp4", poster: cityAtDusk, ...imageSize } as const;

const meta = {
  title: "Sections/Hero",
  component: Hero,
  parameters: { layout: "fullscreen", ...localizedArgs(homeArgs) },
  args: { ...homeArgs("en"), size: "full", textDelayMs: 100, background: video },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Home: a muted looping video behind the text; the text fades in 100 ms after load. (Stories have no
 * video file: axe is told not to wait for media, which it would otherwise try to preload.)
 */
export const VideoBackground: Story = {
  parameters: { a11y: { options: { preload: { assets: ["cssom"] } } } },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole("region", { name: home.en.hero.title });
    await expect(section).toHaveAttribute("data-media", "video");
    const videoElement = canvasElement.querySelector("video");
    await expect(videoElement).toHaveAttribute("poster", cityAtDusk);
    await expect(videoElement?.muted).toBe(true);
    await expect(videoElement?.loop).toBe(true);
    await expect(videoElement?.parentElement).toHaveAttribute("aria-hidden", "true");
    const text = canvas.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    await expect(getComputedStyle(text).animationDelay).toBe("0.1s");
    await waitFor(() => expect(Number(getComputedStyle(text).opacity)).toBe(1));
  },
};

/**
 * A pause/play button for the looping video (WCAG 2.2.2). The content has no labels for it yet: the
 * accessibility panel's strings stand in until `home.hero` gains pause/play video labels.
 */
export const VideoWithPauseButton: Story = {
  args: {
    videoLabels: {
      pause: accessibilityPanel.en.stopReading,
      play: accessibilityPanel.en.toggles.textToSpeech,
    },
  },
  parameters: { a11y: { options: { preload: { assets: ["cssom"] } } } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: accessibilityPanel.en.stopReading });
    await expect(toggle).toHaveAttribute("data-state", "playing");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("data-state", "paused");
    await expect(toggle).toHaveAccessibleName(accessibilityPanel.en.toggles.textToSpeech);
  },
};

/** With `saveData` (or under reduced motion, or on the server) only the poster is shown: no video request. */
export const SaveData: Story = {
  args: { saveData: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region")).toHaveAttribute("data-media", "poster");
    await expect(canvasElement.querySelector("video")).toBeNull();
    await expect(canvasElement.querySelector("img")).toHaveAttribute("src", cityAtDusk);
  },
};

/** The reduced-motion preference (emulated here) also replaces the video by its poster. */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = original.call(window, query);
      if (!query.includes("prefers-reduced-motion")) return list;
      return Object.create(list, {
        matches: { value: true },
        addEventListener: { value: list.addEventListener.bind(list) },
        removeEventListener: { value: list.removeEventListener.bind(list) },
      }) as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region")).toHaveAttribute("data-media", "poster");
    await expect(canvasElement.querySelector("video")).toBeNull();
  },
};

/** A practice page: photo background, shorter. */
export const ImageBackground: Story = {
  args: {
    size: "page",
    title: fill(about.en.hero.title, siteValues("en")),
    subtitle: about.en.hero.subtitle,
    description: undefined,
    background: { kind: "image", src: courthouse, ...imageSize },
  },
  parameters: localizedArgs((locale) => ({
    title: fill(about[locale].hero.title, siteValues(locale)),
    subtitle: about[locale].hero.subtitle,
    actions: actions(locale),
  })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region")).toHaveAttribute("data-media", "image");
    const image = canvas.getByRole("presentation");
    await expect(image).toHaveAttribute("width", String(imageSize.width));
    await expect(image).toHaveAttribute("height", String(imageSize.height));
  },
};

export const WithoutBackground: Story = { args: { background: undefined, size: "page" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } }, args: { saveData: true } };
