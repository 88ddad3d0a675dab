import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { boxInDocs } from "../../.storybook/viewport-frame.tsx";
import { WindowBox, WindowBoxes } from "../../.storybook/window-box.tsx";
import { iconPaths } from "../icon/icon-paths.ts";
import { FloatingActionButton } from "./floating-action-button.tsx";

const copy = () => accessibilityPanel[storyLocale()];

const meta = {
  title: "Actions/Floating action button",
  component: FloatingActionButton,
  args: {
    label: copy().openButton,
    icon: "accessibility",
    onClick: fn(),
    expanded: false,
    "aria-haspopup": "dialog",
  },
  parameters: {
    layout: "fullscreen",
    // Fixed to its window's corner: on a docs page, to the corner of its own box.
    ...boxInDocs(120),
    ...localizedArgs((locale) => ({ label: accessibilityPanel[locale].openButton })),
  },
} satisfies Meta<typeof FloatingActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: label, icon, label shown, corner, and open or closed. */
export const Playground: Story = {
  argTypes: {
    label: { control: "text" },
    icon: { control: "select", options: Object.keys(iconPaths) },
    showLabel: { control: "boolean" },
    placement: { control: "inline-radio", options: ["bottom-start", "bottom-end"] },
    expanded: { control: "boolean" },
  },
  args: { showLabel: false, placement: "bottom-start" },
};

/**
 * All variants: each corner, with the icon alone and with its label shown, and open. Each box is the
 * window its button is fixed to. (Not a story test: the stories below test each.)
 */
export const AllVariants: Story = {
  name: "All variants",
  tags: ["!test"],
  parameters: { controls: { disable: true }, docs: { story: { inline: true, height: "auto" } } },
  render: (args) => (
    <WindowBoxes>
      {(["bottom-start", "bottom-end"] as const).flatMap((placement) =>
        [false, true].map((showLabel) => (
          <WindowBox
            key={`${placement}-${showLabel}`}
            caption={`placement="${placement}" showLabel={${showLabel}}`}
          >
            <FloatingActionButton {...args} placement={placement} showLabel={showLabel} />
          </WindowBox>
        )),
      )}
      <WindowBox caption="expanded">
        <FloatingActionButton {...args} expanded />
      </WindowBox>
    </WindowBoxes>
  ),
};

/** Hover, drawn by the pseudo-states addon (the real :hover rules, no copies). */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["button"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["button"] }, controls: { disable: true } },
};

/** The accessibility panel's opener, bottom-left; its name is the hidden label. */
export const AccessibilityOpener: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy().openButton });
    await expect(button).toHaveAttribute("data-state", "closed");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeLessThan(window.innerWidth / 2);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard("{Tab}");
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveAttribute("data-state", "open");
  },
};

export const WithLabelBottomEnd: Story = { args: { showLabel: true, placement: "bottom-end" } };

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoNameTheTool: Story = {
  name: "Do: a corner button that opens a tool",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args) => <FloatingActionButton {...args} placement="bottom-start" />,
};

export const DontCallToAction: Story = {
  name: "Don't: the page's call to action in a corner",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => (
    <FloatingActionButton
      {...args}
      label={home[localeOf(globals)].hero.primaryButton}
      icon="phone"
      showLabel
      placement="bottom-end"
    />
  ),
};
