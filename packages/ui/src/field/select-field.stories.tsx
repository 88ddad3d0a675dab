import { homeContact } from "@firm/content/dictionaries/home-contact";
import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SelectField } from "./select-field.tsx";

const options = caseTypes.map((value) => ({ value, label: caseTypeLabels.en[value] }));

const meta = {
  title: "Forms/SelectField",
  component: SelectField,
  args: { label: homeContact.en.caseTypeLabel, name: "caseType", options, defaultValue: "" },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CaseType: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: homeContact.en.caseTypeLabel });
    await userEvent.selectOptions(select, "wrongful-death");
    await expect(select).toHaveValue("wrongful-death");
  },
};

export const Spanish: Story = {
  args: {
    label: homeContact.es.caseTypeLabel,
    options: caseTypes.map((value) => ({ value, label: caseTypeLabels.es[value] })),
  },
};
