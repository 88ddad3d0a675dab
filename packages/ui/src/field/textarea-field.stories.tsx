import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { TextareaField } from "./textarea-field.tsx";

const meta = {
  title: "Forms/Text area",
  component: TextareaField,
  args: { label: homeContact[storyLocale()].messageLabel, name: "message", required: true, rows: 5 },
  parameters: localizedArgs((locale) => ({ label: homeContact[locale].messageLabel })),
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveRows: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: homeContact[storyLocale()].messageLabel });
    await expect(textarea).toHaveAttribute("rows", "5");
    await expect(textarea).toBeRequired();
  },
};
