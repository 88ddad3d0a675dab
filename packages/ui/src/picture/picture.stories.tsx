import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { cityAtDusk, courthouse } from "../../.storybook/media.ts";
import * as styles from "./picture.stories.css.ts";
import { Picture } from "./picture.tsx";

/** Stories use SVG scenes as stand-ins; the site passes AVIF and WebP sources at several widths. */
const image = {
  src: cityAtDusk,
  sources: [{ type: "image/svg+xml", srcSet: `${courthouse} 1600w` }],
  sizes: "20rem",
  width: 320,
  height: 180,
};

const meta = {
  title: "Media/Picture",
  component: Picture,
  args: { image },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control: how soon it is fetched, and the picture's files, size and alt text. */
export const Playground: Story = {
  argTypes: {
    priority: { control: "inline-radio", options: ["lazy", "high"] },
    image: { control: "object" },
    className: { control: false },
  },
  args: { priority: "lazy" },
};

/** Below the fold (the default): fetched lazily, decoded asynchronously, the first supported source wins. */
export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("picture > img") as HTMLImageElement;
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("decoding", "async");
    await expect(img).not.toHaveAttribute("fetchpriority");
    await expect(img).toHaveAttribute("width", "320");
    await expect(img).toHaveAttribute("height", "180");
    await expect(canvasElement.querySelector("source")).toHaveAttribute("sizes", "20rem");
    await waitFor(() => expect(img.currentSrc).toBe(courthouse));
  },
};

/** The page's largest paint (a hero): fetched at once with high priority, never lazily. */
export const HighPriority: Story = {
  args: { priority: "high" },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("picture > img") as HTMLImageElement;
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("loading", "eager");
  },
};

/** Without sources it is a plain picture with its dimensions; a described picture has its alt text. */
export const SingleFile: Story = {
  args: { image: { src: courthouse, width: 320, height: 180, alt: "A courthouse at dusk" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("source")).toBeNull();
    await expect(canvas.getByRole("img", { name: "A courthouse at dusk" })).toHaveAttribute(
      "src",
      courthouse,
    );
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoOwnProportions: Story = {
  name: "Do: the picture at its own proportions",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args) => <Picture {...args} className={styles.fitted} />,
};

export const DontStretched: Story = {
  name: "Don't: the picture squeezed into another shape",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args) => <Picture {...args} className={styles.stretched} />,
};
