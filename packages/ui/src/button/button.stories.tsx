import { home } from "@firm/content/dictionaries/home";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
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
