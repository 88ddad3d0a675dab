import { homeContact } from "@firm/content/dictionaries/home-contact";
import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
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

export const CaseType: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: homeContact[storyLocale()].caseTypeLabel });
    await userEvent.selectOptions(select, "wrongful-death");
    await expect(select).toHaveValue("wrongful-death");
  },
};
