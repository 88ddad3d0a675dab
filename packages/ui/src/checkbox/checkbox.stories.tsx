import { compliance } from "@firm/content/dictionaries/compliance";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Checkbox } from "./checkbox.tsx";

const copy = () => compliance[storyLocale()];
const consent = () => fill(copy().consentLabel, siteValues(storyLocale()));

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: consent(), hint: copy().consentHint, name: "consent" },
  parameters: localizedArgs((locale) => ({
    label: fill(compliance[locale].consentLabel, siteValues(locale)),
    hint: compliance[locale].consentHint,
  })),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole("checkbox", { name: consent() });
    await expect(box).toHaveAccessibleDescription(copy().consentHint);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: copy().noRelationship },
  parameters: localizedArgs((locale) => ({
    label: fill(compliance[locale].consentLabel, siteValues(locale)),
    hint: compliance[locale].consentHint,
    error: compliance[locale].noRelationship,
  })),
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: consent() });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(`${copy().consentHint} ${copy().noRelationship}`);
  },
};
