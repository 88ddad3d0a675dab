import { consultation } from "@firm/content/dictionaries/consultation";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { TextField } from "../field/text-field.tsx";
import { Fieldset } from "./fieldset.tsx";

const group = () => consultation[storyLocale()].form.groups.personal;

/** The personal-information group's fields in a language. */
const personalFields = (locale: Locale) => {
  const labels = consultation[locale].form.labels;
  return (
    <>
      <TextField label={labels.firstName} name="firstName" required autoComplete="given-name" />
      <TextField label={labels.lastName} name="lastName" required autoComplete="family-name" />
      <TextField label={labels.email} name="email" type="email" required autoComplete="email" />
      <TextField label={labels.phone} name="phone" type="tel" required autoComplete="tel" />
    </>
  );
};

const meta = {
  title: "Forms/Fieldset",
  component: Fieldset,
  args: { legend: group().title, intro: group().intro, children: null },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const personal = consultation[locale].form.groups.personal;
    return (
      <Fieldset legend={personal.title} intro={args.intro && personal.intro}>
        {personalFields(locale)}
      </Fieldset>
    );
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: the legend and the sentence under it (empty: none). */
export const Playground: Story = {
  argTypes: {
    legend: { control: "text" },
    intro: { control: "text" },
    children: { table: { disable: true } },
  },
  parameters: localizedArgs((locale) => ({
    legend: consultation[locale].form.groups.personal.title,
    intro: consultation[locale].form.groups.personal.intro,
  })),
  render: (args, { globals }) => (
    <Fieldset legend={args.legend} intro={args.intro || undefined}>
      {personalFields(localeOf(globals))}
    </Fieldset>
  ),
};

export const PersonalInformation: Story = {
  play: async ({ canvas }) => {
    const fieldset = canvas.getByRole("group", { name: group().title });
    await expect(fieldset).toHaveAccessibleDescription(group().intro);
    await expect(canvas.getAllByRole("textbox")).toHaveLength(4);
  },
};

export const WithoutIntro: Story = { args: { intro: undefined } };

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoGroupsOfFields: Story = {
  name: "Do: a fieldset per group of questions",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const form = consultation[localeOf(globals)].form;
    return (
      <div style={{ display: "grid", gap: "1.5rem" }}>
        <Fieldset legend={form.groups.personal.title} intro={form.groups.personal.intro}>
          <TextField label={form.labels.firstName} name="do-first-name" autoComplete="given-name" />
          <TextField label={form.labels.lastName} name="do-last-name" autoComplete="family-name" />
        </Fieldset>
        <Fieldset legend={form.groups.case.title} intro={form.groups.case.intro}>
          <TextField label={form.labels.incidentDate} name="do-incident-date" type="date" />
          <TextField label={form.labels.incidentLocation} name="do-incident-location" />
        </Fieldset>
      </div>
    );
  },
};

export const DontFieldsetForOneField: Story = {
  name: "Don't: a fieldset around one field",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const form = consultation[localeOf(globals)].form;
    return (
      <Fieldset legend={form.labels.incidentLocation}>
        <TextField label={form.labels.incidentLocation} name="dont-incident-location" />
      </Fieldset>
    );
  },
};
