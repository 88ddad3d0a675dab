import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PasskeySignIn } from "./passkey-sign-in.tsx";

const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startAuthentication: vi.fn(),
}));
vi.mock("@simplewebauthn/browser", () => webauthn);

const copy = opsConsole.en.passkeySignIn;
const text = {
  submit: copy.submit,
  busy: copy.busy,
  cancelled: copy.cancelled,
  notVerified: copy.notVerified,
  unsupported: copy.unsupported,
  unavailable: copy.unavailable,
  needsJavaScript: copy.needsJavaScript,
};

describe("PasskeySignIn", () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("location", { ...window.location, assign });
    webauthn.browserSupportsWebAuthn.mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("asks for options, lets the authenticator answer, posts it, and goes where the site says", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ challengeId: "c-1", options: { challenge: "abc" } }))
      .mockResolvedValueOnce(Response.json({ location: "/ops" }));
    vi.stubGlobal("fetch", fetchMock);
    webauthn.startAuthentication.mockResolvedValue({ id: "cred" });
    render(<PasskeySignIn text={text} action="/ops/sign-in/passkey" />);
    fireEvent.click(await screen.findByRole("button", { name: copy.submit }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/ops"));
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: "abc" } });
    const verify = new URLSearchParams(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(Object.fromEntries(verify)).toEqual({
      intent: "verify",
      challengeId: "c-1",
      response: JSON.stringify({ id: "cred" }),
    });
  });

  it("says in the live region that the dialog was cancelled, and offers the button again", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json({ challengeId: "c", options: {} })));
    webauthn.startAuthentication.mockRejectedValue(new DOMException("no", "NotAllowedError"));
    render(<PasskeySignIn text={text} action="/x" />);
    fireEvent.click(await screen.findByRole("button", { name: copy.submit }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.cancelled));
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("offers no button in a browser without WebAuthn, and says why", async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    render(<PasskeySignIn text={text} action="/x" />);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.unsupported));
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(copy.needsJavaScript)).toBeNull();
  });
});
