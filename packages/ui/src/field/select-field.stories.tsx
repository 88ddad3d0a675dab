import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import {
  preferredContactMethodLabels,
  preferredContactMethods,
} from "@firm/content/enums/preferred-contact-method";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { RadioGroup } from "../radio-group/radio-group.tsx";
import { SelectField } from "./select-field.tsx";

const selectArgs = (locale: Locale) => ({
  label: homeContact[locale].caseTypeLabel,
  options: caseTypes.map((value) => ({ value, label: caseTypeLabels[locale][value] })),
});

const meta = {
  title: "Forms/Select",
  component: SelectField,
  args: { ...selectArgs("en"), name: "caseType", defaultValue: "" },
  parameters: localizedArgs(selectArgs),
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: label, hint, error, required and disabled (the options come from the intake model). */
export const Playground: Story = {
  argTypes: {
    label: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
    options: { table: { disable: true } },
  },
  args: { required: true, disabled: false },
};

export const CaseType: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: homeContact[storyLocale()].caseTypeLabel });
    await userEvent.selectOptions(select, "wrongful-death");
    await expect(select).toHaveValue("wrongful-death");
  },
};

const withMessages = (locale: Locale) => ({
  ...selectArgs(locale),
  hint: homeContact[locale].requiredNote,
  error: formsCommon[locale].fieldProblems.choice,
});

/** Required, not chosen yet: the hint, then the error, both read with the select. */
export const WithHintAndError: Story = {
  name: "With hint and error",
  args: { ...withMessages("en"), required: true },
  parameters: localizedArgs(withMessages),
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: homeContact[storyLocale()].caseTypeLabel });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(
      `${homeContact[storyLocale()].requiredNote} ${formsCommon[storyLocale()].fieldProblems.choice}`,
    );
  },
};

/** Under the pointer, drawn by the pseudo-states addon: the edge darkens. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["select"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["select"] }, controls: { disable: true } },
};

/** Disabled: skipped by Tab and announced as dimmed. Prefer explaining why over disabling. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toBeDisabled();
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

const contactOptions = (locale: Locale) =>
  preferredContactMethods.map((value) => ({ value, label: preferredContactMethodLabels[locale][value] }));

export const DoRadiosForFew: Story = {
  name: "Do: three answers as radios",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <RadioGroup
        legend={consultation[locale].form.labels.preferredContactMethod}
        name="do-contact-method"
        options={contactOptions(locale)}
      />
    );
  },
};

export const DontSelectForFew: Story = {
  name: "Don't: three answers hidden in a select",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <SelectField
        label={consultation[locale].form.labels.preferredContactMethod}
        name="dont-contact-method"
        options={contactOptions(locale)}
      />
    );
  },
};
