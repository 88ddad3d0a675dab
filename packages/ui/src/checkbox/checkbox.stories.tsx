import { compliance } from "@firm/content/dictionaries/compliance";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
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

/** Every visual prop as a control: label, hint, error, required, checked and disabled. */
export const Playground: Story = {
  argTypes: {
    label: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    required: { control: "boolean" },
    defaultChecked: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  args: { required: false, defaultChecked: false, disabled: false },
  // A new checkbox when "checked" changes: it starts in that state and stays the visitor's to change.
  render: (args) => <Checkbox key={String(args.defaultChecked)} {...args} />,
};

/** Unchecked, checked, with an error, and disabled both ways. */
export const AllStates: Story = {
  name: "All states",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      <Checkbox label={args.label} name="unchecked" />
      <Checkbox label={args.label} name="checked" defaultChecked />
      <Checkbox
        label={args.label}
        name="invalid"
        required
        error={formsCommon[storyLocale()].fieldProblems.missing}
      />
      <Checkbox label={args.label} name="disabled" disabled />
      <Checkbox label={args.label} name="disabled-checked" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole("checkbox", { name: consent() });
    await expect(boxes).toHaveLength(5);
    await expect(boxes[1]).toBeChecked();
    await expect(boxes[3]).toBeDisabled();
  },
};

/** Under the pointer, drawn by the pseudo-states addon: a ring round the box. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["input"] }, controls: { disable: true } },
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["input"] }, controls: { disable: true } },
};

/** Disabled: not clickable, announced as dimmed. Prefer explaining why over disabling. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: consent() })).toBeDisabled();
  },
};

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

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

const consentIn = (locale: Locale) => ({
  label: fill(compliance[locale].consentLabel, siteValues(locale)),
  hint: compliance[locale].consentHint,
});

export const DoConsentUnticked: Story = {
  name: "Do: consent left for the visitor to tick",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Checkbox {...consentIn(localeOf(globals))} name="do-consent" />,
};

export const DontConsentTicked: Story = {
  name: "Don't: consent ticked in advance",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Checkbox {...consentIn(localeOf(globals))} name="dont-consent" defaultChecked />
  ),
};
