import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { control } from "./field.css.ts";
import { TextField } from "./text-field.tsx";

const copy = () => homeContact[storyLocale()];

const meta = {
  title: "Forms/Text field",
  component: TextField,
  args: { label: copy().nameLabel, name: "name", required: true, autoComplete: "name" },
  parameters: localizedArgs((locale) => ({ label: homeContact[locale].nameLabel })),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: label, kind of input, hint, error, required and disabled. */
export const Playground: Story = {
  argTypes: {
    label: { control: "text" },
    type: { control: "inline-radio", options: ["text", "email", "tel", "date"] },
    hint: { control: "text" },
    error: { control: "text" },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  args: { type: "text", required: true, disabled: false },
};

/** Required, with a hint, with an error, and disabled. */
export const AllStates: Story = {
  name: "All states",
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    const text = homeContact[locale];
    const form = consultation[locale].form;
    return (
      <div style={{ display: "grid", gap: "1.5rem", maxWidth: "28rem" }}>
        <TextField label={text.nameLabel} name="required" required />
        <TextField label={form.labels.incidentLocation} name="hint" hint={form.hints.incidentLocation} />
        <TextField
          label={text.emailLabel}
          name="error"
          type="email"
          required
          error={formsCommon[locale].fieldProblems.email}
        />
        <TextField label={text.nameLabel} name="disabled" disabled />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: copy().emailLabel })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getAllByRole("textbox", { name: copy().nameLabel }).at(-1)).toBeDisabled();
  },
};

/** Under the pointer, drawn by the pseudo-states addon: the edge darkens. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["input"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["input"] }, controls: { disable: true } },
};

/** Disabled: skipped by Tab and announced as dimmed. Prefer explaining why over disabling. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: copy().nameLabel })).toBeDisabled();
  },
};

export const Required: Story = {
  name: "Required input",
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: copy().nameLabel });
    await expect(input).toBeRequired();
    await userEvent.type(input, "María");
    await expect(input).toHaveValue("María");
  },
};

export const Email: Story = {
  args: { label: copy().emailLabel, name: "email", type: "email" },
  parameters: localizedArgs((locale) => ({ label: homeContact[locale].emailLabel })),
};

export const Telephone: Story = {
  args: { label: copy().phoneLabel, name: "phone", type: "tel", required: false },
  parameters: localizedArgs((locale) => ({ label: homeContact[locale].phoneLabel })),
};

export const WithError: Story = {
  args: {
    label: copy().emailLabel,
    name: "email",
    type: "email",
    hint: copy().requiredNote,
    error: copy().errorTitle,
  },
  parameters: localizedArgs((locale) => ({
    label: homeContact[locale].emailLabel,
    hint: homeContact[locale].requiredNote,
    error: homeContact[locale].errorTitle,
  })),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: copy().emailLabel });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(`${copy().requiredNote} ${copy().errorTitle}`);
  },
};

/** A date (the consultation's incident date): the browser's date picker, hint wired like any other. */
export const DateField: Story = {
  args: {
    label: consultation[storyLocale()].form.labels.incidentDate,
    name: "incidentDate",
    type: "date",
    required: false,
    autoComplete: "off",
    hint: consultation[storyLocale()].form.hints.incidentDate,
  },
  parameters: localizedArgs((locale) => ({
    label: consultation[locale].form.labels.incidentDate,
    hint: consultation[locale].form.hints.incidentDate,
  })),
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector("input") as HTMLInputElement;
    await expect(input).toHaveAttribute("type", "date");
    await expect(input).toHaveAccessibleName(consultation[storyLocale()].form.labels.incidentDate);
    await expect(input).toHaveAccessibleDescription(consultation[storyLocale()].form.hints.incidentDate);
    // The picker hands over a whole date; typing it key by key would set partial values the browser
    // rejects (a console warning per keystroke).
    fireEvent.change(input, { target: { value: "2025-03-14" } });
    await expect(input).toHaveValue("2025-03-14");
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoVisibleLabel: Story = {
  name: "Do: a visible label, help in the hint",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const form = consultation[localeOf(globals)].form;
    return (
      <TextField label={form.labels.incidentLocation} hint={form.hints.incidentLocation} name="do-location" />
    );
  },
};

export const DontPlaceholderLabel: Story = {
  name: "Don't: a placeholder instead of a label",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const label = consultation[localeOf(globals)].form.labels.incidentLocation;
    return <input className={control} name="dont-location" placeholder={label} aria-label={label} />;
  },
};
