import { contactPage } from "@firm/content/dictionaries/contact-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { MapPlaceholder } from "./map-placeholder.tsx";

const map = () => contactPage[storyLocale()].location.map;

// Stories embed about:blank: the real maps host is the site's business, and tests make no outside requests.
const meta = {
  title: "Media/Map placeholder",
  component: MapPlaceholder,
  args: { src: "about:blank", title: map().title, loadLabel: map().button, note: map().note },
  parameters: localizedArgs((locale) => {
    const text = contactPage[locale].location.map;
    return { title: text.title, loadLabel: text.button, note: text.note };
  }),
} satisfies Meta<typeof MapPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control: the button's text, the note under it and the map's title. */
export const Playground: Story = {
  argTypes: {
    loadLabel: { control: "text" },
    note: { control: "text" },
    title: { control: "text" },
    src: { control: false },
  },
};

/** Without a note: only the button. The note is better kept, it says why the map waits. */
export const WithoutNote: Story = { args: { note: undefined } };

/** The button under the pointer, drawn by the pseudo-states addon. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["button"] }, controls: { disable: true } },
};

/** Keyboard focus on the button: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["button"] }, controls: { disable: true } },
};

export const ClickToLoad: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step("no iframe (and so no request) before the click", async () => {
      await expect(canvasElement.querySelector("iframe")).toBeNull();
      await expect(canvasElement.firstElementChild).toHaveAttribute("data-state", "idle");
      await expect(canvas.getByRole("button", { name: map().button })).toHaveAccessibleDescription(
        map().note,
      );
    });
    await step("the click renders the map frame and focuses it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: map().button }));
      const frame = canvasElement.querySelector("iframe");
      await expect(frame).toHaveAttribute("title", map().title);
      await expect(frame).toHaveAttribute("src", "about:blank");
      await waitFor(() => expect(frame).toHaveFocus());
    });
  },
};

export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: map().button }));
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoKeepTheNote: Story = {
  name: "Do: the note on where the map comes from",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args) => <MapPlaceholder {...args} />,
};

export const DontDropTheNote: Story = {
  name: "Don't: a button with no word on the map's source",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args) => <MapPlaceholder {...args} note={undefined} />,
};
