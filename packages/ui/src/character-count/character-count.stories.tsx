import { characterCountMessages } from "@firm/content/character-count";
import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import { CharacterCount, type CharacterCountProps } from "./character-count.tsx";

/** A short limit, so that the count is quick to reach (the site's come from @firm/intake). */
const limit = 200;

const textArgs = (locale: Locale) => ({
  label: consultation[locale].form.labels.witnesses,
  hint: consultation[locale].form.hints.witnesses,
  messages: characterCountMessages(formsCommon[locale].characterCount),
});

const submitLabel = () => consultation[storyLocale()].form.submitBox.submit;

/** The field in a form of its own, its text held in state as the site's forms hold it. */
function InAForm({ onSubmit, ...args }: CharacterCountProps & { onSubmit?: () => void }) {
  const [value, setValue] = useState(args.value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <CharacterCount {...args} value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <button type="submit">{submitLabel()}</button>
    </form>
  );
}

const meta = {
  title: "Forms/Character count",
  component: CharacterCount,
  args: { ...textArgs(storyLocale()), name: "witnesses", rows: 3, limit, value: "" },
  parameters: localizedArgs(textArgs),
  render: (args, { parameters }) => <InAForm {...args} onSubmit={parameters.onSubmit} />,
} satisfies Meta<typeof CharacterCount>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: "textbox") => HTMLElement }) =>
  canvas.getByRole("textbox") as HTMLTextAreaElement;

/** Every visual prop as a control: label, hint, limit, threshold, rows and required. */
export const Playground: Story = {
  argTypes: {
    label: { control: "text" },
    hint: { control: "text" },
    limit: { control: { type: "number", min: 10, step: 10 } },
    threshold: { control: { type: "range", min: 0, max: 100, step: 5 } },
    rows: { control: { type: "range", min: 2, max: 12, step: 1 } },
    required: { control: "boolean" },
  },
  args: { threshold: 75, required: false },
};

/** Far from the limit only the limit shows, and it is the text area's description. */
export const Quiet: Story = {
  play: async ({ canvas, canvasElement }) => {
    const messages = characterCountMessages(formsCommon[storyLocale()].characterCount);
    await expect(canvas.getByText(messages.limit(limit))).toBeVisible();
    await expect(field(canvas)).toHaveAccessibleDescription(
      `${consultation[storyLocale()].form.hints.witnesses} ${messages.limit(limit)}`,
    );
    await expect(field(canvas)).not.toHaveAttribute("maxlength");
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-state]")).toHaveAttribute("data-state", "quiet"),
    );
  },
};

/** From three quarters of the limit: what is left, shown at once and announced once typing pauses. */
export const NearTheLimit: Story = {
  args: { value: "a".repeat(150) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const messages = characterCountMessages(formsCommon[storyLocale()].characterCount);
    await expect(await canvas.findByText(messages.remaining(50))).toBeVisible();
    // The count takes the limit's place on screen; screen readers still read the limit.
    await expect(canvas.getByText(messages.limit(limit))).toHaveClass(visuallyHidden);
    await expect(field(canvas)).toHaveAccessibleDescription(expect.stringContaining(messages.limit(limit)));
    await userEvent.type(field(canvas), "bc");
    await expect(canvas.getByText(messages.remaining(48))).toHaveAttribute("aria-hidden", "true");
    const live = canvasElement.querySelector("[aria-live='polite']");
    await waitFor(() => expect(live).toHaveTextContent(messages.remaining(48)), { timeout: 5000 });
  },
};

/**
 * A paste longer than the limit is kept whole: the count says how many characters are too many, the
 * field is invalid and the form will not submit until it is shortened.
 */
export const PastedTooMuch: Story = {
  parameters: { onSubmit: fn() },
  play: async ({ canvas, userEvent, parameters }) => {
    const messages = characterCountMessages(formsCommon[storyLocale()].characterCount);
    const pasted = `${"Vi el choque desde la esquina. ".repeat(8)}`;
    const textarea = field(canvas);
    await userEvent.click(textarea);
    await userEvent.paste(pasted);
    await expect(textarea).toHaveValue(pasted);
    const over = pasted.length - limit;
    await expect(canvas.getByText(messages.tooMany(over))).toBeVisible();
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea.validationMessage).toBe(messages.overLimit(over, limit));
    await userEvent.click(canvas.getByRole("button", { name: submitLabel() }));
    await expect(parameters.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(textarea);
    await userEvent.paste(pasted.slice(0, limit));
    await expect(textarea).toBeValid();
    await expect(canvas.getByText(messages.remaining(0))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: submitLabel() }));
    await expect(parameters.onSubmit).toHaveBeenCalledOnce();
  },
};
