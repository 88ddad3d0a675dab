import { about } from "@firm/content/dictionaries/about";
import { home } from "@firm/content/dictionaries/home";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { cityAtDusk, courthouse, imageSize, loopVideo } from "../../.storybook/media.ts";
import { emulateReducedMotion } from "../../.storybook/reduced-motion.ts";
import { BackgroundVideo } from "../background-video/background-video.tsx";
import { ButtonLink } from "../button-link/button-link.tsx";
import { Hero, type HeroBackground, type HeroProps } from "./hero.tsx";
import { heroVideoLayer } from "./hero-video-layer.ts";

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

const videoBackground = (locale: Locale): HeroBackground => ({
  kind: "video",
  poster: { src: cityAtDusk, ...imageSize },
  video: (
    <BackgroundVideo
      className={heroVideoLayer}
      sources={[{ src: loopVideo, type: "video/webm" }]}
      labels={home[locale].hero.video}
    />
  ),
});

const homeArgs = (locale: Locale) => ({
  title: home[locale].hero.title,
  subtitle: home[locale].hero.subtitle,
  description: home[locale].hero.description,
  actions: actions(locale),
  background: videoBackground(locale),
});

const meta = {
  title: "Sections/Hero",
  component: Hero,
  // Page content, not settings: hidden from Controls (the Playground offers them by name).
  argTypes: { actions: { table: { disable: true } }, background: { table: { disable: true } } },
  parameters: {
    layout: "fullscreen",
    ...localizedArgs(homeArgs),
    // axe would otherwise try to preload the video itself.
    a11y: { options: { preload: { assets: ["cssom"] } } },
  },
  args: { ...homeArgs("en"), size: "full", textDelayMs: 100 },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

const backgrounds = ["video", "image", "none"] as const;

/** The Playground's args: the background and the buttons chosen by name, the rest as the hero takes them. */
type PlaygroundArgs = Omit<HeroProps, "background" | "actions"> & {
  background: (typeof backgrounds)[number];
  actions: boolean;
};

/**
 * Every visual prop as a control: the texts, the size, the background (video over its picture, a
 * picture, or none), whether the two buttons show, and the text's fade-in delay.
 */
export const Playground: StoryObj<PlaygroundArgs> = {
  argTypes: {
    title: { control: "text" },
    subtitle: { control: "text" },
    description: { control: "text" },
    size: { control: "inline-radio", options: ["full", "page"] },
    background: { control: "inline-radio", options: backgrounds, table: { disable: false } },
    actions: { control: "boolean", table: { disable: false } },
    textDelayMs: { control: { type: "range", min: 0, max: 1000, step: 50 } },
  },
  args: { background: "video", actions: true },
  parameters: localizedArgs((locale) => ({
    title: home[locale].hero.title,
    subtitle: home[locale].hero.subtitle,
    description: home[locale].hero.description,
  })),
  render: ({ background, actions: withActions, ...args }, { globals }) => {
    const locale = localeOf(globals);
    const chosen: Record<PlaygroundArgs["background"], HeroBackground | undefined> = {
      video: videoBackground(locale),
      image: { kind: "image", image: { src: courthouse, ...imageSize } },
      none: undefined,
    };
    return (
      <Hero
        {...args}
        subtitle={args.subtitle || undefined}
        description={args.description || undefined}
        background={chosen[background]}
        actions={withActions ? actions(locale) : undefined}
      />
    );
  },
  play: async ({ canvasElement }) => {
    // The video loads after the page has; on a busy machine that takes more than a second.
    await waitFor(
      () =>
        expect(canvasElement.querySelector("video")?.parentElement).toHaveAttribute("data-state", "playing"),
      { timeout: 15_000 },
    );
  },
};

const pictureIn = (element: HTMLElement) => element.querySelector("picture > img") as HTMLImageElement;

/**
 * Home: the poster picture is fetched first (the largest paint); the muted looping video is added over
 * it on the client (one pixel short at the top) and fades in, with its pause button. The text fades in 100 ms after load.
 */
export const VideoBackground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole("region", { name: home[storyLocale()].hero.title });
    await expect(section).toHaveAttribute("data-media", "video");
    await expect(pictureIn(canvasElement)).toHaveAttribute("fetchpriority", "high");
    await expect(pictureIn(canvasElement)).not.toHaveAttribute("loading", "lazy");
    // The video loads after the page has; on a busy machine that takes more than a second.
    await waitFor(
      () =>
        expect(canvasElement.querySelector("video")?.parentElement).toHaveAttribute("data-state", "playing"),
      { timeout: 15_000 },
    );
    const videoElement = canvasElement.querySelector("video") as HTMLVideoElement;
    await expect(videoElement.muted).toBe(true);
    await expect(videoElement.loop).toBe(true);
    // Over the picture's box but its top pixel row, so that the picture stays the largest paint.
    const picture = pictureIn(canvasElement).getBoundingClientRect();
    const video = videoElement.getBoundingClientRect();
    await expect([video.left, video.width, video.top, video.bottom]).toEqual([
      picture.left,
      picture.width,
      picture.top + 1,
      picture.bottom,
    ]);
    await expect(canvas.getByRole("button", { name: home[storyLocale()].hero.video.pause })).toBeVisible();
    const text = canvas.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    await expect(getComputedStyle(text).animationDelay).toBe("0.1s");
    await waitFor(() => expect(Number(getComputedStyle(text).opacity)).toBe(1), { timeout: 5_000 });
  },
};

/** The reduced-motion preference (emulated here) keeps the poster picture: no video, no button. */
export const ReducedMotion: Story = {
  beforeEach: emulateReducedMotion,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region")).toHaveAttribute("data-media", "video");
    await expect(pictureIn(canvasElement)).toBeVisible();
    await expect(canvasElement.querySelector("video")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A practice page: photo background, shorter. */
export const ImageBackground: Story = {
  args: {
    size: "page",
    title: fill(about[storyLocale()].hero.title, siteValues(storyLocale())),
    subtitle: about[storyLocale()].hero.subtitle,
    description: undefined,
    background: { kind: "image", image: { src: courthouse, ...imageSize } },
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

/**
 * All variants: each background (video over its picture, a picture, none) and each size, as the
 * site uses them: the home page's full hero, a practice page's, a page without a picture. (Not a
 * story test: the stories around it test each.)
 */
export const AllVariants: Story = {
  name: "All variants",
  tags: ["!test"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const variants = [
      { size: "full", background: videoBackground(locale), name: 'size="full" background video' },
      {
        size: "page",
        background: { kind: "image", image: { src: courthouse, ...imageSize } },
        name: 'size="page" background image',
      },
      { size: "page", background: undefined, name: 'size="page" no background' },
    ] as const;
    return (
      <div style={{ display: "grid", gap: "2rem" }}>
        {variants.map(({ name, ...variant }) => (
          <div key={name} style={{ display: "grid", gap: "0.5rem" }}>
            <code style={{ paddingInline: "1rem" }}>{name}</code>
            <Hero {...args} {...variant} />
          </div>
        ))}
      </div>
    );
  },
};

export const WithoutBackground: Story = { args: { background: undefined, size: "page" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoTwoButtons: Story = {
  name: "Do: two buttons at most",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => (
    <Hero {...args} size="page" background={undefined} actions={actions(localeOf(globals))} />
  ),
};

export const DontManyButtons: Story = {
  name: "Don't: a button for every page",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const nav = siteHeader[locale].nav;
    return (
      <Hero
        {...args}
        size="page"
        background={undefined}
        actions={
          <>
            {actions(locale)}
            <ButtonLink href="/about" variant="secondary" size="lg">
              {nav.about}
            </ButtonLink>
            <ButtonLink href="/contact" variant="secondary" size="lg">
              {nav.contact}
            </ButtonLink>
          </>
        }
      />
    );
  },
};
