import { homeContact } from "@firm/content/dictionaries/home-contact";
import { toasts } from "@firm/content/dictionaries/toasts";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Button } from "../button/button.tsx";
import { Toaster } from "./toast.tsx";
import { createToastStore } from "./toast-store.ts";

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
