import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import { firm } from "@firm/content/firm";
import { formatDate } from "@firm/content/format";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, waitFor } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Dialog, DialogClose } from "./dialog.tsx";

const copy = relocationNotice.en;
const { street, city, region, postalCode } = firm.address;

function RelocationNotice() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {copy.reopen}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={copy.title}
        description={copy.message}
        closeLabel={copy.close}
        actions={
          <DialogClose asChild>
            <Button>{copy.acknowledge}</Button>
          </DialogClose>
        }
      >
        <p>
          <strong>{copy.addressLabel}:</strong> {street}, {city}, {region} {postalCode}
        </p>
        <p>{fill(copy.effective, { date: formatDate(firm.relocationDate, "en") })}</p>
      </Dialog>
    </>
  );
}

const meta = { title: "Overlays/Dialog", component: RelocationNotice } satisfies Meta<
  typeof RelocationNotice
>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogClosed = () => waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

export const RelocationNoticeDialog: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const trigger = canvas.getByRole("button", { name: copy.reopen });

    await step("opens with its title and moves focus inside", async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole("dialog", { name: copy.title });
      await expect(dialog).toHaveTextContent("September 15, 2025");
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    await step("Escape closes it and focus returns to the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await dialogClosed();
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step("Got it closes it", async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole("button", { name: copy.acknowledge }));
      await dialogClosed();
    });

    await step("the close icon closes it", async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole("button", { name: copy.close }));
      await dialogClosed();
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};
