import { consultation } from "@firm/content/dictionaries/consultation";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, storyLocale } from "../../.storybook/locale.ts";
import { TextField } from "../field/text-field.tsx";
import { Fieldset } from "./fieldset.tsx";

const group = () => consultation[storyLocale()].form.groups.personal;

const meta = {
  title: "Forms/Fieldset",
  component: Fieldset,
  args: { legend: group().title, intro: group().intro, children: null },
  render: (args, { globals }) => {
    const form = consultation[localeOf(globals)].form;
    return (
      <Fieldset legend={form.groups.personal.title} intro={args.intro && form.groups.personal.intro}>
        <TextField label={form.labels.firstName} name="firstName" required autoComplete="given-name" />
        <TextField label={form.labels.lastName} name="lastName" required autoComplete="family-name" />
        <TextField label={form.labels.email} name="email" type="email" required autoComplete="email" />
        <TextField label={form.labels.phone} name="phone" type="tel" required autoComplete="tel" />
      </Fieldset>
    );
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalInformation: Story = {
  play: async ({ canvas }) => {
    const fieldset = canvas.getByRole("group", { name: group().title });
    await expect(fieldset).toHaveAccessibleDescription(group().intro);
    await expect(canvas.getAllByRole("textbox")).toHaveLength(4);
  },
};

export const WithoutIntro: Story = { args: { intro: undefined } };
