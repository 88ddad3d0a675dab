import { homeContact } from "@firm/content/dictionaries/home-contact";
import { firm } from "@firm/content/firm";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FormBanner } from "./form-banner.tsx";

const copy = homeContact.en;

const meta = {
  title: "Forms/FormBanner",
  component: FormBanner,
  args: { tone: "success", title: copy.successTitle, message: copy.successMessage },
} satisfies Meta<typeof FormBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("status");
    await expect(banner).toHaveTextContent(copy.successTitle);
    await expect(banner).toHaveAttribute("data-state", "success");
  },
};

export const ErrorBanner: Story = {
  name: "Error",
  args: {
    tone: "error",
    title: copy.errorTitle,
    message: fill(copy.errorMessage, { phone: firm.phones.tollFree.display }),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("alert");
    await expect(banner).toHaveTextContent(firm.phones.tollFree.display);
    await expect(banner).toHaveAttribute("data-state", "error");
  },
};
