import { homeContact } from "@firm/content/dictionaries/home-contact";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, screen, waitFor } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { StoryFrames } from "../../.storybook/story-frames.tsx";
import { atOwnViewport, ownFrameInDocs } from "../../.storybook/viewport-frame.tsx";
import { Button } from "../button/button.tsx";
import { Dialog, DialogClose, type DialogProps } from "./dialog.tsx";

const copy = () => relocationNotice[storyLocale()];

/** The relocation notice (docs/product.md#3-shared-parts-of-every-page) as the site composes it: entrance 50 ms after opening, exit 300 ms. */
function RelocationNotice({ dialog, locale }: { dialog: DialogProps; locale: Locale }) {
  const [open, setOpen] = useState(dialog.open);
  // The `open` control opens and closes it too.
  useEffect(() => setOpen(dialog.open), [dialog.open]);
  const text = relocationNotice[locale];
  const values = siteValues(locale);
  return (
    <>
      <Button variant="attention" onClick={() => setOpen(true)}>
        {text.reopen}
      </Button>
      <Dialog
        {...dialog}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          dialog.onOpenChange(next);
        }}
        actions={
          <DialogClose asChild>
            <Button>{text.acknowledge}</Button>
          </DialogClose>
        }
      >
        <p>
          <strong>{text.addressLabel}:</strong> {values.address}
        </p>
        <p>{fill(text.effective, values)}</p>
        <p>{text.phoneNote}</p>
        <p>{text.meetingNote}</p>
      </Dialog>
    </>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: copy().title,
    description: copy().message,
    closeLabel: copy().close,
    enterDelayMs: 50,
    exitDurationMs: 300,
  },
  // The body and the buttons are composed in code (see the patterns); the rest a designer sets.
  argTypes: { children: { table: { disable: true } }, actions: { table: { disable: true } } },
  parameters: localizedArgs((locale) => {
    const text = relocationNotice[locale];
    return { title: text.title, description: text.message, closeLabel: text.close };
  }),
  render: (args, { globals }) => <RelocationNotice dialog={args} locale={localeOf(globals)} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.queryByRole("dialog");
const dialogClosed = () => waitFor(() => expect(dialog()).not.toBeInTheDocument());

export const RelocationNoticeDialog: Story = {
  name: "Relocation notice (modal)",
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole("button", { name: copy().reopen });

    await step("opens with its title and moves focus inside", async () => {
      await userEvent.click(trigger);
      const opened = await screen.findByRole("dialog", { name: copy().title });
      await expect(opened).toHaveTextContent(fill(copy().effective, siteValues(storyLocale())));
      await expect(opened).toContainElement(document.activeElement as HTMLElement);
    });

    await step("Escape closes it and focus returns to the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await dialogClosed();
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step("Got it closes it", async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole("button", { name: copy().acknowledge }));
      await dialogClosed();
    });

    await step("the close icon closes it", async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole("button", { name: copy().close }));
      await dialogClosed();
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** data-state walks opening → open (after enterDelayMs) → closing (for exitDurationMs) → unmounted. */
export const Timing: Story = {
  // A whole second before "open": on a busy machine 200 ms passed before the first check.
  args: { enterDelayMs: 1000, exitDurationMs: 400 },
  play: async ({ canvas, userEvent, step }) => {
    await step("opening, then open after the enter delay", async () => {
      await userEvent.click(canvas.getByRole("button", { name: copy().reopen }));
      const opened = await screen.findByRole("dialog");
      await expect(opened).toHaveAttribute("data-state", "opening");
      await waitFor(() => expect(opened).toHaveAttribute("data-state", "open"), { timeout: 10_000 });
    });
    await step("closing and still shown during the exit, then removed", async () => {
      const started = performance.now();
      await userEvent.click(screen.getByRole("button", { name: copy().acknowledge }));
      await expect(dialog()).toHaveAttribute("data-state", "closing");
      await dialogClosed();
      await expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    });
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy().reopen }));
    await waitFor(() => expect(dialog()).toHaveAttribute("data-state", "open"));
  },
};

/**
 * On a docs page an open modal would cover the page and hide every other story from assistive
 * technology: open stories render in their own frame there.
 */
const openInDocs = ownFrameInDocs(560);

/** Every visual prop as a control: open, placement, backdrop, timings. */
export const Playground: Story = {
  args: { open: true },
  argTypes: {
    open: { control: "boolean" },
    placement: { control: "inline-radio", options: ["center", "start"] },
    backdrop: { control: "inline-radio", options: ["dim", "clear"] },
  },
  parameters: openInDocs,
  play: atOwnViewport(async () => {
    await waitFor(() => expect(dialog()).toHaveAttribute("data-state", "open"));
  }),
};

/** Docked to the bottom-left corner on large screens (the accessibility panel's placement). */
export const Docked: Story = {
  args: { open: true, placement: "start" },
  parameters: openInDocs,
  play: atOwnViewport(async () => {
    await waitFor(() => expect(dialog()).toHaveAttribute("data-state", "open"));
  }),
};

/**
 * Both placements with both backdrops. A modal makes the rest of its page inert, so each variant is
 * the Playground in a frame of its own (on a docs page or opened alone; not a story test: the
 * Playground, Docked and Clear backdrop stories test each).
 */
export const AllVariants: Story = {
  name: "All variants",
  tags: ["!test"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <StoryFrames
      storyId="overlays-dialog--playground"
      title="Dialog"
      toolbar={globals}
      variants={(["center", "start"] as const).flatMap((placement) =>
        (["dim", "clear"] as const).map((backdrop) => ({
          name: `placement="${placement}" backdrop="${backdrop}"`,
          args: { placement, backdrop },
        })),
      )}
    />
  ),
};

/** On a phone the text scrolls under the title while the action stays at the card's bottom edge. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: atOwnViewport(async (context) => {
    await Open.play?.(context);
    const action = screen.getByRole("button", { name: copy().acknowledge });
    const card = screen.getByRole("dialog").getBoundingClientRect();
    await expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(card.bottom + 1);
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(card.top);
  }),
};

/**
 * Don't (shown beside its reason on the docs page, not in the tests; in the sidebar, as its frame
 * opens it as a story): a dialog to say a message was sent blocks the page for what a form banner
 * says in place.
 */
export const DontConfirmInDialog: Story = {
  name: "Don't: a dialog after sending a form",
  tags: ["!test", "!autodocs"],
  args: { open: true },
  parameters: { ...openInDocs, controls: { disable: true } },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const sent = homeContact[locale];
    return (
      <Dialog
        {...args}
        title={sent.successTitle}
        description={fill(sent.successMessage, siteValues(locale))}
        closeLabel={relocationNotice[locale].close}
        actions={
          <DialogClose asChild>
            <Button>{relocationNotice[locale].acknowledge}</Button>
          </DialogClose>
        }
      />
    );
  },
};

/** The relocation notice's backdrop: the page stays as it was behind the card, and is still inert. */
export const ClearBackdrop: Story = {
  args: { backdrop: "clear" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy().reopen }));
    await waitFor(() => expect(dialog()).toHaveAttribute("data-state", "open"));
    const overlay = document.querySelector<HTMLElement>("[data-state='open']:not([role='dialog'])");
    await expect(overlay && getComputedStyle(overlay).backgroundColor).toBe("rgba(0, 0, 0, 0)");
    // Modal all the same: the page behind is hidden from assistive technology.
    await expect(canvas.queryByRole("button", { name: copy().reopen })).toBeNull();
  },
};
