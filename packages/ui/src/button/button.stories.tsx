import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "./button.tsx";

const copy = homeContact.en;

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: copy.submit, onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy.submit });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute("data-state", "idle");
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };

export const Accent: Story = { args: { variant: "accent" } };

export const Busy: Story = {
  args: { busy: true, busyLabel: copy.sending },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy.sending });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("data-state", "busy");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
