import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef } from "react";
import { expect, waitFor } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { TextField } from "../field/text-field.tsx";
import { ErrorSummary, type ErrorSummaryProps } from "./error-summary.tsx";

const labels = () => consultation[storyLocale()].form.labels;

// The field labels stand in for messages (browser validation, docs/product.md#4-forms).
const summaryErrors = (locale: Locale) => [
  { fieldId: "firstName", message: consultation[locale].form.labels.firstName },
  { fieldId: "email", message: consultation[locale].form.labels.email },
];

/**
 * A form after a failed submit: the summary takes focus. A component of its own, so the docs' source
 * view shows `<AfterFailedSubmit>` and never reads the summary's `ref` (React 19 warns on element.ref).
 */
function AfterFailedSubmit({
  locale,
  headingLevel,
  title,
  errors,
}: { locale: Locale } & Partial<Omit<ErrorSummaryProps, "ref">>) {
  const text = consultation[locale].form.labels;
  const summary = useRef<HTMLElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <form noValidate>
      <ErrorSummary
        ref={summary}
        title={title ?? formsCommon[locale].errorSummaryTitle}
        errors={errors ?? summaryErrors(locale)}
        headingLevel={headingLevel}
      />
      <TextField id="firstName" label={text.firstName} name="firstName" required error={text.firstName} />
      <TextField id="email" label={text.email} name="email" type="email" required error={text.email} />
    </form>
  );
}

const meta = {
  title: "Forms/Error summary",
  component: ErrorSummary,
  argTypes: { ref: { table: { disable: true } } },
  args: { title: formsCommon[storyLocale()].errorSummaryTitle, errors: summaryErrors(storyLocale()) },
  render: (args, { globals }) => (
    <AfterFailedSubmit locale={localeOf(globals)} headingLevel={args.headingLevel} />
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: the title, the heading level and the list of errors. */
export const Playground: Story = {
  argTypes: {
    title: { control: "text" },
    headingLevel: { control: "inline-radio", options: [2, 3] },
    errors: { control: "object" },
  },
  args: { headingLevel: 2 },
  parameters: localizedArgs((locale) => ({
    title: formsCommon[locale].errorSummaryTitle,
    errors: summaryErrors(locale),
  })),
  render: (args, { globals }) => (
    <AfterFailedSubmit
      locale={localeOf(globals)}
      headingLevel={args.headingLevel}
      title={args.title}
      errors={args.errors}
    />
  ),
};

export const FocusedAfterSubmit: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const summary = canvas.getByRole("region", { name: formsCommon[storyLocale()].errorSummaryTitle });
    await step("the page moved focus to the summary", async () => {
      await waitFor(() => expect(summary).toHaveFocus());
    });
    await step("each link focuses its field", async () => {
      await userEvent.click(canvas.getByRole("link", { name: labels().email }));
      await expect(canvas.getByRole("textbox", { name: labels().email })).toHaveFocus();
      await userEvent.click(canvas.getByRole("link", { name: labels().firstName }));
      await expect(canvas.getByRole("textbox", { name: labels().firstName })).toHaveFocus();
    });
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoLabelThenFix: Story = {
  name: "Do: each line names the field, then the fix",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    const { labels } = consultation[locale].form;
    const { fieldProblems } = formsCommon[locale];
    return (
      <ErrorSummary
        title={formsCommon[locale].errorSummaryTitle}
        errors={[
          { fieldId: "do-first-name", message: `${labels.firstName}: ${fieldProblems.missing}` },
          { fieldId: "do-email", message: `${labels.email}: ${fieldProblems.email}` },
          { fieldId: "do-phone", message: `${labels.phone}: ${fieldProblems.phone}` },
        ]}
      />
    );
  },
};

export const DontProblemAlone: Story = {
  name: "Don't: the problem without the field",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    const { fieldProblems } = formsCommon[locale];
    return (
      <ErrorSummary
        title={formsCommon[locale].errorSummaryTitle}
        errors={[
          { fieldId: "dont-first-name", message: fieldProblems.missing },
          { fieldId: "dont-last-name", message: fieldProblems.missing },
          { fieldId: "dont-phone", message: fieldProblems.missing },
        ]}
      />
    );
  },
};
