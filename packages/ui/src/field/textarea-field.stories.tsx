import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { TextareaField } from "./textarea-field.tsx";

const meta = {
  title: "Forms/Text area",
  component: TextareaField,
  args: { label: homeContact[storyLocale()].messageLabel, name: "message", required: true, rows: 5 },
  parameters: localizedArgs((locale) => ({ label: homeContact[locale].messageLabel })),
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: label, hint, error, rows, required and disabled. */
export const Playground: Story = {
  argTypes: {
    label: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    rows: { control: { type: "range", min: 2, max: 12, step: 1 } },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  args: { hint: consultation[storyLocale()].form.hints.caseDescription, disabled: false },
  parameters: localizedArgs((locale) => ({
    label: homeContact[locale].messageLabel,
    hint: consultation[locale].form.hints.caseDescription,
  })),
};

export const FiveRows: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: homeContact[storyLocale()].messageLabel });
    await expect(textarea).toHaveAttribute("rows", "5");
    await expect(textarea).toBeRequired();
  },
};

/** The consultation's description: a hint saying what to include, and the error when left blank. */
export const WithHintAndError: Story = {
  name: "With hint and error",
  args: {
    hint: consultation[storyLocale()].form.hints.caseDescription,
    error: formsCommon[storyLocale()].fieldProblems.blank,
  },
  parameters: localizedArgs((locale) => ({
    label: homeContact[locale].messageLabel,
    hint: consultation[locale].form.hints.caseDescription,
    error: formsCommon[locale].fieldProblems.blank,
  })),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: homeContact[storyLocale()].messageLabel });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
  },
};

/** Under the pointer, drawn by the pseudo-states addon: the edge darkens. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["textarea"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["textarea"] }, controls: { disable: true } },
};

/** Disabled: skipped by Tab and announced as dimmed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoRowsForAnswer: Story = {
  name: "Do: rows for the answer expected",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const form = consultation[localeOf(globals)].form;
    return (
      <TextareaField
        label={form.labels.caseDescription}
        hint={form.hints.caseDescription}
        name="do-description"
        rows={6}
      />
    );
  },
};

export const DontOneRow: Story = {
  name: "Don't: one row for a whole story",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const form = consultation[localeOf(globals)].form;
    return <TextareaField label={form.labels.caseDescription} name="dont-description" rows={1} />;
  },
};
