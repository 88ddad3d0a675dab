import { home } from "@firm/content/dictionaries/home";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Button } from "./button.tsx";

const copy = () => homeContact[storyLocale()];

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: copy().submit, onClick: fn() },
  parameters: localizedArgs((locale) => ({ children: homeContact[locale].submit })),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ["primary", "secondary", "accent", "call", "danger", "attention"] as const;
const sizes = ["sm", "md", "lg"] as const;

/** Every visual prop as a control: try a variant, size, full width, disabled or busy. */
export const Playground: Story = {
  argTypes: {
    variant: { control: "inline-radio", options: variants },
    size: { control: "inline-radio", options: sizes },
    fullWidth: { control: "boolean" },
    disabled: { control: "boolean" },
    busy: { control: "boolean" },
    children: { control: "text" },
    busyLabel: { control: "text" },
  },
  args: {
    variant: "primary",
    size: "md",
    fullWidth: false,
    disabled: false,
    busy: false,
    busyLabel: copy().sending,
  },
  parameters: localizedArgs((locale) => ({
    children: homeContact[locale].submit,
    busyLabel: homeContact[locale].sending,
  })),
};

/** Every variant at every size, side by side. */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {sizes.map((size) => (
        <div key={size} style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {args.children}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(variants.length * sizes.length);
  },
};

const stateRow = (args: { children?: React.ReactNode }) => (
  <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
    {variants.map((variant) => (
      <Button key={variant} variant={variant}>
        {args.children}
      </Button>
    ))}
  </div>
);

/** Hover, drawn by the pseudo-states addon (the real :hover rules, no copies). */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["button"] }, controls: { disable: true } },
  render: stateRow,
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["button"] }, controls: { disable: true } },
  render: stateRow,
};

/** Disabled: not clickable, announced as dimmed. Prefer explaining why over disabling. */
export const Disabled: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
      {variants.map((variant) => (
        <Button key={variant} variant={variant} disabled>
          {args.children}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy().submit });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute("data-state", "idle");
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };

export const Accent: Story = { args: { variant: "accent", size: "lg" } };

/** Call now: a phone icon before the label (for a tel: link use ButtonLink). */
export const CallNow: Story = {
  args: { variant: "call", children: home[storyLocale()].hero.callNow },
  parameters: localizedArgs((locale) => ({ children: home[locale].hero.callNow })),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: home[storyLocale()].hero.callNow });
    await expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** The header's relocation button: red, pulsing unless the user asks for reduced motion. */
export const Attention: Story = {
  args: { variant: "attention", size: "sm", children: relocationNotice[storyLocale()].reopen },
  parameters: localizedArgs((locale) => ({ children: relocationNotice[locale].reopen })),
};

export const Busy: Story = {
  args: { busy: true, busyLabel: copy().sending },
  parameters: localizedArgs((locale) => ({
    children: homeContact[locale].submit,
    busyLabel: homeContact[locale].sending,
  })),
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy().sending });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("data-state", "busy");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Targets stay at least 44px high, above the 24px minimum of WCAG 2.5.8. */
export const TargetSize: Story = {
  name: "Small, still a 44 px target",
  args: { size: "sm" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("button").getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.width).toBeGreaterThanOrEqual(24);
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** The form's send button and the call button, the second in `second`'s look. */
function ButtonPair({ locale, second }: { locale: Locale; second: "secondary" | "primary" }) {
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
      <Button>{homeContact[locale].submit}</Button>
      <Button variant={second}>{home[locale].hero.callNow}</Button>
    </div>
  );
}

export const DoOnePrimary: Story = {
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  name: "Do: one primary action",
  render: (_args, { globals }) => <ButtonPair locale={localeOf(globals)} second="secondary" />,
};

export const DontTwoPrimaries: Story = {
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  name: "Don't: two primary actions",
  render: (_args, { globals }) => <ButtonPair locale={localeOf(globals)} second="primary" />,
};
