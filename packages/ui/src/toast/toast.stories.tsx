import { homeContact } from "@firm/content/dictionaries/home-contact";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import { toasts } from "@firm/content/dictionaries/toasts";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, screen, waitFor, within } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { boxInDocs } from "../../.storybook/viewport-frame.tsx";
import { Button } from "../button/button.tsx";
import { TextField } from "../field/text-field.tsx";
import { FormBanner } from "../form-banner/form-banner.tsx";
import { Toaster, type ToasterProps } from "./toast.tsx";
import { createToastStore, type ToastInput, type ToastTone } from "./toast-store.ts";

const copy = () => homeContact[storyLocale()];
const store = createToastStore();

const meta = {
  title: "Overlays/Toast",
  component: Toaster,
  args: {
    labels: { region: toasts[storyLocale()].notificationsRegion, dismiss: toasts[storyLocale()].dismiss },
    store,
  },
  parameters: localizedArgs((locale) => ({
    labels: { region: toasts[locale].notificationsRegion, dismiss: toasts[locale].dismiss },
  })),
  beforeEach: () => store.dismiss(),
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const text = homeContact[locale];
    const values = siteValues(locale);
    return (
      <>
        <Button
          onClick={() =>
            store.toast({
              title: text.successTitle,
              description: fill(text.successMessage, values),
              tone: "success",
            })
          }
        >
          {text.successTitle}
        </Button>{" "}
        <Button
          variant="secondary"
          onClick={() =>
            store.toast({
              title: text.errorTitle,
              description: fill(text.errorMessage, values),
              tone: "error",
            })
          }
        >
          {text.errorTitle}
        </Button>
        <Toaster {...args} />
      </>
    );
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole("region", { name: toasts[storyLocale()].notificationsRegion });
const shownToasts = () => within(region()).queryAllByRole("listitem");

/** At most one toast: a second one replaces the first. Closing removes it from view. */
export const LimitOfOne: Story = {
  name: "One notification (alert) at a time",
  play: async ({ canvas, userEvent, step }) => {
    await step("a toast appears", async () => {
      await userEvent.click(canvas.getByRole("button", { name: copy().successTitle }));
      await waitFor(() => expect(shownToasts()).toHaveLength(1));
      await expect(shownToasts()[0]).toHaveTextContent(
        fill(copy().successMessage, siteValues(storyLocale())),
      );
      await expect(shownToasts()[0]).toHaveAttribute("data-state", "open");
    });
    await step("a second toast replaces it: still one", async () => {
      await userEvent.click(canvas.getByRole("button", { name: copy().errorTitle }));
      await waitFor(() => expect(shownToasts()).toHaveLength(1));
      await expect(shownToasts()[0]).toHaveTextContent(copy().errorTitle);
      await expect(shownToasts()[0]).toHaveAttribute("data-tone", "error");
    });
    await step(
      "the close button dismisses it; the store keeps it closed until the removal delay",
      async () => {
        await userEvent.click(within(region()).getByRole("button", { name: toasts[storyLocale()].dismiss }));
        await waitFor(() => expect(shownToasts()).toHaveLength(0));
        await expect(store.getSnapshot()).toMatchObject([{ title: copy().errorTitle, open: false }]);
      },
    );
  },
};

/** F8 moves focus to the notifications; Escape dismisses the focused toast. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy().successTitle }));
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await userEvent.keyboard("[F8]");
    await waitFor(() => expect(region()).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(shownToasts()).toHaveLength(0));
  },
};

/** A toast already shown, without a click: its own store, so it never mixes with the stories above. */
type ShownArgs = Omit<ToasterProps, "store"> & ToastInput;

function ShownToast({ title, description, tone, ...toaster }: ShownArgs) {
  const [shown] = useState(() => createToastStore());
  useEffect(() => {
    shown.toast({ title, description, tone });
  }, [shown, title, description, tone]);
  return <Toaster {...toaster} store={shown} />;
}

const shownArgs = (locale: Locale) => {
  const text = homeContact[locale];
  return {
    labels: { region: toasts[locale].notificationsRegion, dismiss: toasts[locale].dismiss },
    title: text.successTitle,
    description: fill(text.successMessage, siteValues(locale)),
  };
};

/** Toasts are fixed to the window's top corner: on a docs page each story gets its own frame. */
const shownInDocs = boxInDocs(220);

/** Every visual prop as a control: tone, title, description and how long it stays (ms). */
export const Playground: StoryObj<ShownArgs> = {
  args: { ...shownArgs(storyLocale()), tone: "success", durationMs: 600_000 },
  argTypes: {
    tone: { control: "inline-radio", options: ["info", "success", "error"] satisfies ToastTone[] },
    title: { control: "text" },
    description: { control: "text" },
    durationMs: { control: { type: "number", min: 1000, step: 1000 } },
    labels: { table: { disable: true } },
  },
  parameters: { ...shownInDocs, ...localizedArgs(shownArgs) },
  render: (args) => <ShownToast {...args} />,
  play: async () => {
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await expect(shownToasts()[0]).toHaveTextContent(copy().successTitle);
  },
};

/** An error is announced at once, interrupting the screen reader. */
export const ErrorToast: StoryObj<ShownArgs> = {
  name: "Error (alert)",
  args: {
    ...shownArgs(storyLocale()),
    tone: "error",
    title: copy().errorTitle,
    description: fill(copy().errorMessage, siteValues(storyLocale())),
    durationMs: 600_000,
  },
  parameters: {
    ...shownInDocs,
    ...localizedArgs((locale: Locale) => ({
      ...shownArgs(locale),
      title: homeContact[locale].errorTitle,
      description: fill(homeContact[locale].errorMessage, siteValues(locale)),
    })),
  },
  render: (args) => <ShownToast {...args} />,
  play: async () => {
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await expect(shownToasts()[0]).toHaveAttribute("data-tone", "error");
  },
};

/** Every tone together (the site shows one at a time): info, success and error. */
function AllTonesShown({ labels, locale }: Pick<ToasterProps, "labels"> & { locale: Locale }) {
  const [shown] = useState(() => createToastStore({ limit: 3 }));
  useEffect(() => {
    const text = homeContact[locale];
    // The newest shows on top: info, success, error from the top down.
    shown.toast({ title: text.errorTitle, tone: "error" });
    shown.toast({ title: text.successTitle, tone: "success" });
    shown.toast({ title: relocationNotice[locale].title, tone: "info" });
  }, [shown, locale]);
  return <Toaster labels={labels} store={shown} durationMs={600_000} />;
}

export const AllTones: Story = {
  name: "All tones",
  parameters: { ...shownInDocs, controls: { disable: true } },
  render: (args, { globals }) => <AllTonesShown labels={args.labels} locale={localeOf(globals)} />,
  play: async () => {
    await waitFor(() => expect(shownToasts()).toHaveLength(3));
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** The contact form's sending error, with what to do instead (call or write). */
const sendingError = (locale: Locale) => ({
  title: homeContact[locale].errorTitle,
  message: fill(homeContact[locale].errorMessage, siteValues(locale)),
});

/** The end of the contact form after a failed send, with the error in a banner above it or not. */
function FailedForm({ locale, banner }: { locale: Locale; banner: boolean }) {
  const text = homeContact[locale];
  return (
    <form
      style={{ display: "grid", gap: "1rem", maxWidth: "24rem" }}
      onSubmit={(event) => event.preventDefault()}
    >
      {banner ? <FormBanner tone="error" {...sendingError(locale)} /> : null}
      <TextField label={text.emailLabel} name={`${banner}-email`} type="email" autoComplete="email" />
      <div>
        <Button type="submit">{text.submit}</Button>
      </div>
    </form>
  );
}

export const DoBannerForError: Story = {
  name: "Do: a form banner for an error that needs action",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <FailedForm locale={localeOf(globals)} banner />,
};

export const DontToastForError: Story = {
  name: "Don't: a toast for an error that needs action",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { ...boxInDocs(400), controls: { disable: true } },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const { title, message } = sendingError(locale);
    return (
      <>
        <FailedForm locale={locale} banner={false} />
        <ShownToast
          labels={args.labels}
          title={title}
          description={message}
          tone="error"
          durationMs={600_000}
        />
      </>
    );
  },
};
