import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef } from "react";
import { expect, waitFor } from "storybook/test";
import { localeOf } from "../../.storybook/locale.ts";
import { TextField } from "../field/text-field.tsx";
import { ErrorSummary } from "./error-summary.tsx";

const labels = consultation.en.form.labels;

// The content has no per-field error messages yet (browser validation only, docs/product.md#4-forms): the field labels stand in.
const meta = {
  title: "Forms/ErrorSummary",
  component: ErrorSummary,
  args: {
    title: formsCommon.en.errorSummaryTitle,
    errors: [
      { fieldId: "firstName", message: labels.firstName },
      { fieldId: "email", message: labels.email },
    ],
  },
  render: function AfterFailedSubmit(args, { globals }) {
    const locale = localeOf(globals);
    const text = consultation[locale].form.labels;
    const summary = useRef<HTMLElement>(null);
    useEffect(() => summary.current?.focus(), []);
    return (
      <form noValidate>
        <ErrorSummary
          ref={summary}
          title={formsCommon[locale].errorSummaryTitle}
          errors={[
            { fieldId: "firstName", message: text.firstName },
            { fieldId: "email", message: text.email },
          ]}
          headingLevel={args.headingLevel}
        />
        <TextField id="firstName" label={text.firstName} name="firstName" required error={text.firstName} />
        <TextField id="email" label={text.email} name="email" type="email" required error={text.email} />
      </form>
    );
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusedAfterSubmit: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const summary = canvas.getByRole("region", { name: formsCommon.en.errorSummaryTitle });
    await step("the page moved focus to the summary", async () => {
      await waitFor(() => expect(summary).toHaveFocus());
    });
    await step("each link focuses its field", async () => {
      await userEvent.click(canvas.getByRole("link", { name: labels.email }));
      await expect(canvas.getByRole("textbox", { name: labels.email })).toHaveFocus();
      await userEvent.click(canvas.getByRole("link", { name: labels.firstName }));
      await expect(canvas.getByRole("textbox", { name: labels.firstName })).toHaveFocus();
    });
  },
};
