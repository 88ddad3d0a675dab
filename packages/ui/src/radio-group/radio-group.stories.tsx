import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import {
  preferredContactMethodLabels,
  preferredContactMethods,
} from "@firm/content/enums/preferred-contact-method";
import { urgencyChoices } from "@firm/content/enums/urgency";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { SelectField } from "../field/select-field.tsx";
import { RadioGroup, type RadioGroupProps } from "./radio-group.tsx";

const contactOptions = (locale: Locale) =>
  preferredContactMethods.map((value) => ({ value, label: preferredContactMethodLabels[locale][value] }));

const labels = () => consultation[storyLocale()].form.labels;

const contactArgs = (locale: Locale) => ({
  legend: consultation[locale].form.labels.preferredContactMethod,
  options: contactOptions(locale),
});

const meta = {
  title: "Forms/Radio group",
  component: RadioGroup,
  args: {
    legend: labels().preferredContactMethod,
    name: "preferredContactMethod",
    options: contactOptions("en"),
    required: true,
    onValueChange: fn(),
  },
  parameters: localizedArgs((locale) => contactArgs(locale)),
  render: function Controlled(args: RadioGroupProps) {
    const [value, setValue] = useState(args.value ?? "phone");
    return (
      <RadioGroup
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: layout, required, hint, error and the legend. */
export const Playground: Story = {
  argTypes: {
    layout: { control: "inline-radio", options: ["column", "row"] },
    disabled: { control: "boolean" },
    required: { control: "boolean" },
    legend: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    options: { table: { disable: true } },
    value: { control: false },
    defaultValue: { control: false },
    id: { control: false },
    name: { control: false },
  },
  args: { layout: "column", required: true, hint: "", error: "" },
};

/** Under the pointer, drawn by the pseudo-states addon: a ring round the radio. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ['input[value="email"]'] }, controls: { disable: true } },
};

/** Keyboard focus on the chosen radio: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["input:checked"] }, controls: { disable: true } },
};

/** Disabled: every option dimmed and skipped by Tab. Prefer explaining why over disabling. */
export const Disabled: Story = {
  args: { disabled: true },
  parameters: { controls: { disable: true } },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const ContactMethod: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole("group", { name: labels().preferredContactMethod });
    await expect(group).toBeInTheDocument();
    await expect(
      canvas.getByRole("radio", { name: preferredContactMethodLabels[storyLocale()].phone }),
    ).toBeChecked();
    await userEvent.click(
      canvas.getByRole("radio", { name: preferredContactMethodLabels[storyLocale()].video }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith("video");
    await userEvent.keyboard("{ArrowUp}");
    await expect(
      canvas.getByRole("radio", { name: preferredContactMethodLabels[storyLocale()]["in-person"] }),
    ).toBeChecked();
    await expect(
      canvas.getByRole("radio", { name: preferredContactMethodLabels[storyLocale()].phone }),
    ).toBeRequired();
  },
};

/**
 * All variants: both layouts, and the states (hint, error, disabled) in each. (Not a story test:
 * the stories around it test each.)
 */
export const AllVariants: Story = {
  name: "All variants",
  tags: ["!test"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const states = {
      plain: {},
      hint: { hint: formsCommon[locale].requiredNote },
      error: { error: consultation[locale].form.errorTitle },
      disabled: { disabled: true },
    } as const;
    return (
      <div style={{ display: "grid", gap: "2rem" }}>
        {(["column", "row"] as const).flatMap((layout) =>
          Object.entries(states).map(([state, props]) => (
            <div key={`${layout}-${state}`} style={{ display: "grid", gap: "0.5rem" }}>
              <code>{`layout="${layout}" ${state}`}</code>
              <RadioGroup
                {...args}
                {...props}
                name={`${layout}-${state}`}
                layout={layout}
                defaultValue="phone"
                value={undefined}
              />
            </div>
          )),
        )}
      </div>
    );
  },
};

export const Row: Story = {
  args: {
    legend: labels().urgency,
    name: "urgency",
    layout: "row",
    value: "normal",
    required: false,
    options: urgencyChoices(storyLocale()),
  },
  parameters: localizedArgs((locale) => ({
    legend: consultation[locale].form.labels.urgency,
    options: urgencyChoices(locale),
  })),
  /** An option's hint (the 911 pointer) describes the radio; its name stays the label alone. */
  play: async ({ canvas }) => {
    const { label, hint } = urgencyChoices(storyLocale()).find((choice) => choice.hint) ?? {};
    const radio = canvas.getByRole("radio", { name: label });
    await expect(radio).toHaveAccessibleDescription(hint ?? "");
  },
};

export const WithError: Story = {
  args: {
    hint: formsCommon[storyLocale()].requiredNote,
    error: consultation[storyLocale()].form.errorTitle,
    value: "",
  },
  parameters: localizedArgs((locale) => ({
    ...contactArgs(locale),
    hint: formsCommon[locale].requiredNote,
    error: consultation[locale].form.errorTitle,
  })),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: labels().preferredContactMethod });
    await expect(group).toHaveAttribute("data-state", "invalid");
    await expect(group).toHaveAccessibleDescription(
      `${formsCommon[storyLocale()].requiredNote} ${consultation[storyLocale()].form.errorTitle}`,
    );
    for (const radio of canvas.getAllByRole("radio"))
      await expect(radio).toHaveAttribute("aria-invalid", "true");
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

const caseTypeOptions = (locale: Locale) =>
  caseTypes.map((value) => ({ value, label: caseTypeLabels[locale][value] }));

export const DoSelectForMany: Story = {
  name: "Do: a long list in a select",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <SelectField
        label={consultation[locale].form.labels.caseType}
        name="do-case-type"
        options={caseTypeOptions(locale)}
      />
    );
  },
};

export const DontRadiosForMany: Story = {
  name: "Don't: a wall of radios",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <RadioGroup
        legend={consultation[locale].form.labels.caseType}
        name="dont-case-type"
        options={caseTypeOptions(locale)}
      />
    );
  },
};
