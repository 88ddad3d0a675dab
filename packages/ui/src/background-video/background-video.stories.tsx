import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { cityAtDusk, loopVideo } from "../../.storybook/media.ts";
import { emulateReducedMotion } from "../../.storybook/reduced-motion.ts";
import { Hero } from "../hero/hero.tsx";
import { heroVideoLayer } from "../hero/hero-video-layer.ts";
import { Picture } from "../picture/picture.tsx";
import * as styles from "./background-video.stories.css.ts";
import { BackgroundVideo, type BackgroundVideoProps, BackgroundVideo as Video } from "./background-video.tsx";

/** The video over a picture in one box, as the hero lays them out. */
function VideoOverPicture(props: Omit<BackgroundVideoProps, "className">) {
  return (
    <div className={styles.frame}>
      <Picture className={styles.layer} image={{ src: cityAtDusk, width: 1600, height: 900 }} />
      <BackgroundVideo {...props} className={styles.layer} />
    </div>
  );
}

const meta = {
  title: "Media/Background video",
  component: VideoOverPicture,
  args: { sources: [{ src: loopVideo, type: "video/webm" }], labels: home[storyLocale()].hero.video },
  parameters: {
    ...localizedArgs<BackgroundVideoProps>((locale) => ({ labels: home[locale].hero.video })),
    // axe would otherwise try to preload the media itself.
    a11y: { options: { preload: { assets: ["cssom"] } } },
  },
} satisfies Meta<typeof VideoOverPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoIn = (element: HTMLElement) => element.querySelector("video") as HTMLVideoElement;

/**
 * The button's two names as a control (said by screen readers, switched as it plays and pauses).
 * The video itself is the sample loop.
 */
export const Playground: Story = {
  argTypes: {
    labels: { control: "object" },
    sources: { table: { disable: true } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(videoIn(canvasElement)?.parentElement).toHaveAttribute("data-state", "playing"),
    );
  },
};

/** Paused by its button: the video holds its frame, and the button now offers to play. */
export const Paused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() =>
      expect(videoIn(canvasElement)?.parentElement).toHaveAttribute("data-state", "playing"),
    );
    await userEvent.click(canvas.getByRole("button", { name: home[storyLocale()].hero.video.pause }));
    await waitFor(() => expect(videoIn(canvasElement).paused).toBe(true));
    await expect(canvas.getByRole("button", { name: home[storyLocale()].hero.video.play })).toBeVisible();
  },
};

/**
 * Plays muted and looping once the page has loaded, fades in, and the button (reached with the
 * keyboard) pauses and resumes it, its name saying what it will do.
 */
export const PauseAndPlay: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() =>
      expect(videoIn(canvasElement)?.parentElement).toHaveAttribute("data-state", "playing"),
    );
    const video = videoIn(canvasElement);
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video.parentElement).toHaveAttribute("aria-hidden", "true");
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: home[storyLocale()].hero.video.pause });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(toggle).toHaveAccessibleName(home[storyLocale()].hero.video.play);
    await expect(toggle).toHaveAttribute("data-state", "paused");
    await userEvent.keyboard(" ");
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(toggle).toHaveAccessibleName(home[storyLocale()].hero.video.pause);
  },
};

/** Under reduced motion (emulated here) there is no video at all: the picture stays. */
export const ReducedMotion: Story = {
  beforeEach: emulateReducedMotion,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toBeVisible();
    await expect(canvasElement.querySelector("video")).toBeNull();
    await expect(canvasElement.querySelector("button")).toBeNull();
  },
};

/** With Save-Data (emulated: `navigator.connection.saveData`) there is no video either. */
export const SaveData: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, "connection", {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: true }),
    });
    return () => {
      Reflect.deleteProperty(navigator, "connection");
    };
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toBeVisible();
    await expect(canvasElement.querySelector("video")).toBeNull();
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** The home page's hero over the video, with its few lines, or with a long text as well. */
function HeroOverVideo({ locale, longText }: { locale: Locale; longText: boolean }) {
  const copy = home[locale];
  return (
    <Hero
      size="page"
      title={copy.hero.title}
      subtitle={copy.hero.subtitle}
      description={longText ? `${copy.hero.description} ${copy.attorneysBand.text}` : undefined}
      background={{
        kind: "video",
        poster: { src: cityAtDusk, width: 1600, height: 900 },
        video: (
          <Video
            className={heroVideoLayer}
            sources={[{ src: loopVideo, type: "video/webm" }]}
            labels={copy.hero.video}
          />
        ),
      }}
    />
  );
}

export const DoFewLines: Story = {
  name: "Do: a few lines over the video",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: (_args, { globals }) => <HeroOverVideo locale={localeOf(globals)} longText={false} />,
};

export const DontLongText: Story = {
  name: "Don't: long text over the video",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: (_args, { globals }) => <HeroOverVideo locale={localeOf(globals)} longText />,
};
