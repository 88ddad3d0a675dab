import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { localeOf, storyLocale } from "../../.storybook/locale.ts";
import { Button } from "../button/button.tsx";
import { Dialog, DialogClose } from "../dialog/dialog.tsx";
import { SelectField } from "../field/select-field.tsx";
import { TextField } from "../field/text-field.tsx";
import { TextareaField } from "../field/textarea-field.tsx";
import { Fieldset } from "../fieldset/fieldset.tsx";
import { Stack } from "../stack/stack.tsx";
import { IntakeFormPattern } from "./intake-form-pattern.tsx";

type PatternArgs = { onConfirm: () => void; onSend: (answers: Record<string, string>) => void };

const meta = {
  title: "Patterns",
  args: { onConfirm: fn(), onSend: fn() },
  parameters: { controls: { disable: true } },
} satisfies Meta<PatternArgs>;

export default meta;
type Story = StoryObj<PatternArgs>;

/** Some deleted requests, for the destructive dialog's button ("Delete 12 requests"). */
const requestCount = 12;

/**
 * A dialog that asks before it acts: Cancel first, the action last and on the right (where the eye
 * ends); the action says what happens. Destructive actions use the danger button.
 */
function ConfirmFlow({
  locale,
  destructive,
  onConfirm,
}: {
  locale: Locale;
  destructive: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const common = formsCommon[locale];
  const { users, retention } = opsConsole[locale];
  const action = destructive ? `${retention.confirm} ${requestCount} ${retention.requests}` : users.saveRole;
  return (
    <>
      <Button variant={destructive ? "danger" : "primary"} onClick={() => setOpen(true)}>
        {destructive ? retention.confirm : users.changeRole}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={destructive ? retention.previewTitle : users.changeRole}
        description={destructive ? retention.intro : users.ownAccount}
        closeLabel={common.close}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{common.cancel}</Button>
            </DialogClose>
            <Button
              variant={destructive ? "danger" : "primary"}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              {action}
            </Button>
          </>
        }
      />
    </>
  );
}

const confirmPlay =
  (destructive: boolean): Story["play"] =>
  async ({ args, canvas, userEvent, step }) => {
    const { users, retention } = opsConsole[storyLocale()];
    const cancel = formsCommon[storyLocale()].cancel;
    const opener = canvas.getByRole("button", { name: destructive ? retention.confirm : users.changeRole });
    await step("Cancel comes first, the action last; Cancel does nothing", async () => {
      await userEvent.click(opener);
      const dialog = within(await screen.findByRole("dialog"));
      const [first, second] = dialog.getAllByRole("button").filter((button) => button.textContent);
      await expect(first).toHaveTextContent(cancel);
      await expect(second?.getBoundingClientRect().left).toBeGreaterThan(
        first?.getBoundingClientRect().left ?? 0,
      );
      await userEvent.click(dialog.getByRole("button", { name: cancel }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step("the action acts and closes the dialog", async () => {
      await userEvent.click(opener);
      const dialog = within(await screen.findByRole("dialog"));
      const name = destructive
        ? `${retention.confirm} ${requestCount} ${retention.requests}`
        : users.saveRole;
      await userEvent.click(dialog.getByRole("button", { name }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
  };

export const ConfirmDialog: Story = {
  name: "Confirm dialog (modal)",
  render: (args, { globals }) => (
    <ConfirmFlow locale={localeOf(globals)} destructive={false} onConfirm={args.onConfirm} />
  ),
  play: confirmPlay(false),
};

export const DestructiveDialog: Story = {
  name: "Destructive dialog (delete)",
  render: (args, { globals }) => (
    <ConfirmFlow locale={localeOf(globals)} destructive onConfirm={args.onConfirm} />
  ),
  play: confirmPlay(true),
};

/**
 * The consultation form's layout: `space.md` between the fields of a group (the fieldset's own gap),
 * `space.lg` between groups and before the send button, `space.xl` between the form and what
 * surrounds it on the page.
 */
export const FormLayout: Story = {
  name: "Form layout and spacing",
  render: (_args, { globals }) => {
    const form = consultation[localeOf(globals)].form;
    return (
      <Stack gap="xl">
        <Stack gap="lg">
          <Fieldset legend={form.groups.personal.title} intro={form.groups.personal.intro}>
            <TextField label={form.labels.firstName} required autoComplete="given-name" />
            <TextField label={form.labels.lastName} required autoComplete="family-name" />
            <TextField label={form.labels.email} type="email" required autoComplete="email" />
          </Fieldset>
          <Fieldset legend={form.groups.case.title} intro={form.groups.case.intro}>
            <SelectField
              label={form.labels.caseType}
              required
              options={caseTypes.map((value) => ({ value, label: caseTypeLabels[localeOf(globals)][value] }))}
            />
            <TextareaField label={form.labels.caseDescription} required />
          </Fieldset>
        </Stack>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole("group");
    const gap =
      (groups[1]?.getBoundingClientRect().top ?? 0) - (groups[0]?.getBoundingClientRect().bottom ?? 0);
    // space.lg is 1.5rem.
    await expect(gap).toBeCloseTo(
      Number.parseFloat(getComputedStyle(document.documentElement).fontSize) * 1.5,
      0,
    );
  },
};

/** The form after a send with nothing filled in: the summary lists each problem and links to its field. */
export const Errors: Story = {
  name: "Errors and the error summary",
  render: (args, { globals }) => (
    <IntakeFormPattern locale={localeOf(globals)} onSend={args.onSend} startWithErrors />
  ),
  play: async ({ canvas, userEvent }) => {
    const common = formsCommon[storyLocale()];
    const summary = canvas.getByRole("region", { name: common.errorSummaryTitle });
    const links = within(summary).getAllByRole("link");
    await expect(links.length).toBeGreaterThan(0);
    await userEvent.click(links[0] as HTMLElement);
    await expect(
      canvas.getByRole("textbox", { name: new RegExp(homeContact[storyLocale()].nameLabel) }),
    ).toHaveFocus();
  },
};

/** The whole path in the toolbar's language: a refused send, the corrections, then the success banner. */
export const IntakeForm: Story = {
  name: "Intake form, end to end",
  render: (args, { globals }) => <IntakeFormPattern locale={localeOf(globals)} onSend={args.onSend} />,
  play: async ({ args, canvas, userEvent, step }) => {
    const text = homeContact[storyLocale()];
    const common = formsCommon[storyLocale()];
    const field = (label: string) => canvas.getByRole("textbox", { name: new RegExp(label) });
    await step("a send with nothing filled in lists the problems and moves focus to them", async () => {
      await userEvent.click(canvas.getByRole("button", { name: text.submit }));
      const summary = await canvas.findByRole("region", { name: common.errorSummaryTitle });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent(`${text.nameLabel}: ${common.fieldProblems.missing}`);
      await expect(field(text.emailLabel)).toHaveAttribute("aria-invalid", "true");
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step("a wrong e-mail address is named as such; what was typed stays", async () => {
      await userEvent.type(field(text.nameLabel), "José Núñez");
      await userEvent.type(field(text.emailLabel), "jose@");
      await userEvent.type(field(text.messageLabel), "Me caí en una tienda.");
      await userEvent.click(canvas.getByRole("button", { name: text.submit }));
      await expect(await canvas.findByRole("region", { name: common.errorSummaryTitle })).toHaveTextContent(
        `${text.emailLabel}: ${common.fieldProblems.email}`,
      );
      await expect(field(text.nameLabel)).toHaveValue("José Núñez");
    });
    await step("corrected, it is sent: the success banner shows and the form empties", async () => {
      await userEvent.clear(field(text.emailLabel));
      await userEvent.type(field(text.emailLabel), "jose@example.com");
      await userEvent.click(canvas.getByRole("button", { name: text.submit }));
      await expect(await canvas.findByRole("status")).toHaveTextContent(text.successTitle);
      await expect(args.onSend).toHaveBeenCalledWith(
        expect.objectContaining({ name: "José Núñez", email: "jose@example.com" }),
      );
      await expect(field(text.nameLabel)).toHaveValue("");
    });
  },
};
