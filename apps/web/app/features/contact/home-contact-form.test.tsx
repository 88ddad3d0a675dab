import { homeContact } from "@firm/content/dictionaries/home-contact";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HomeContactForm } from "./home-contact-form.tsx";

const copy = homeContact.es;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("HomeContactForm", () => {
  it("sends exactly name, email, phone, caseType and message, then resets every field", async () => {
    const fetch = vi.fn(async () => new Response('{"success":true}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    render(<HomeContactForm locale="es" />);

    fireEvent.change(screen.getByRole("textbox", { name: copy.nameLabel }), {
      target: { value: "Ana Ruiz" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: copy.emailLabel }), {
      target: { value: "ana@example.com" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: copy.caseTypeLabel }), {
      target: { value: "other" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: copy.messageLabel }), { target: { value: "Hola" } });
    fireEvent.click(screen.getByRole("button", { name: copy.submit }));

    await screen.findByRole("status");
    expect(screen.getByRole("status")).toHaveTextContent(copy.successTitle);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "",
      caseType: "other",
      message: "Hola",
    });
    expect(screen.getByRole("textbox", { name: copy.nameLabel })).toHaveValue("");
  });

  it("disables the submit button with the sending label while the request is under way", async () => {
    let finish: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    );
    render(<HomeContactForm locale="es" />);
    fireEvent.submit(screen.getByRole("button", { name: copy.submit }).closest("form") as HTMLFormElement);

    const busy = await screen.findByRole("button", { name: copy.sending });
    expect(busy).toBeDisabled();
    finish(new Response('{"success":false}', { status: 200 }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.errorTitle));
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
  });
});
