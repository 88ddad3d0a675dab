import { Button } from "@firm/ui/button";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import {
  ceremonyStep,
  nextLocation,
  type PasskeyProblem,
  postCeremony,
  problemOf,
  SiteError,
} from "./passkey-ceremony.ts";

export type PasskeySignInText = {
  submit: string;
  busy: string;
  cancelled: string;
  notVerified: string;
  unsupported: string;
  unavailable: string;
  /** Shown until the script runs (so, without it), in place of the button. */
  needsJavaScript: string;
};

export type PasskeySignInProps = { text: PasskeySignInText; action: string };

const messageKeys: Record<PasskeyProblem, keyof PasskeySignInText> = {
  cancelled: "cancelled",
  not_verified: "notVerified",
  unsupported: "unsupported",
  unavailable: "unavailable",
};

/**
 * "Sign in with a passkey": the button appears once the script runs (without it, the page's e-mailed
 * link is the way in); what goes wrong is said in a live region that is on the page from the start.
 */
export function PasskeySignIn({ text, action }: PasskeySignInProps) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);

  useEffect(() => {
    const can = browserSupportsWebAuthn();
    setSupported(can);
    if (!can) setProblem("unsupported");
  }, []);

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      const step = ceremonyStep(await postCeremony(action, { intent: "options" }));
      if (!step) throw new SiteError("failed");
      const response = await startAuthentication({ optionsJSON: step.options as never });
      const done = await postCeremony(action, {
        intent: "verify",
        challengeId: step.challengeId,
        response: JSON.stringify(response),
      });
      window.location.assign(nextLocation(done, "/ops"));
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  }

  return (
    <>
      {supported === null ? <p>{text.needsJavaScript}</p> : null}
      {supported ? (
        <Button type="button" variant="secondary" busy={busy} busyLabel={text.busy} onClick={signIn}>
          {text.submit}
        </Button>
      ) : null}
      <p role="alert" aria-atomic="true">
        {problem ? text[messageKeys[problem]] : ""}
      </p>
    </>
  );
}
