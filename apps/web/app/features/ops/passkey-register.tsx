import { Button } from "@firm/ui/button";
import { Stack } from "@firm/ui/stack";
import { TextField } from "@firm/ui/text-field";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, useEffect, useState } from "react";
import {
  ceremonyStep,
  nextLocation,
  type PasskeyProblem,
  postCeremony,
  problemOf,
  SiteError,
} from "./passkey-ceremony.ts";

export type PasskeyRegisterText = {
  nameLabel: string;
  submit: string;
  busy: string;
  cancelled: string;
  notVerified: string;
  unsupported: string;
  unavailable: string;
  /** Shown until the script runs (so, without it), in place of the button. */
  needsJavaScript: string;
};

export type PasskeyRegisterProps = { text: PasskeyRegisterText; action: string; csrf: string };

const messageKeys: Record<PasskeyProblem, keyof PasskeyRegisterText> = {
  cancelled: "cancelled",
  not_verified: "notVerified",
  unsupported: "unsupported",
  unavailable: "unavailable",
};

/** "Add a passkey": a name, then the browser's dialog; the page reloads with the new passkey listed. */
export function PasskeyRegister({ text, action, csrf }: PasskeyRegisterProps) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);

  useEffect(() => {
    const can = browserSupportsWebAuthn();
    setSupported(can);
    if (!can) setProblem("unsupported");
  }, []);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    setBusy(true);
    setProblem(null);
    try {
      const step = ceremonyStep(await postCeremony(action, { intent: "options", csrf }));
      if (!step) throw new SiteError("failed");
      const response = await startRegistration({ optionsJSON: step.options as never });
      const done = await postCeremony(action, {
        intent: "register",
        csrf,
        name,
        challengeId: step.challengeId,
        response: JSON.stringify(response),
      });
      window.location.assign(nextLocation(done, "/ops/passkeys?done=added"));
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  }

  return (
    <>
      {supported === null ? <p>{text.needsJavaScript}</p> : null}
      {supported ? (
        <form onSubmit={add}>
          <Stack gap="md" align="start">
            <TextField id="passkey-name" name="name" label={text.nameLabel} maxLength={80} />
            <Button type="submit" busy={busy} busyLabel={text.busy}>
              {text.submit}
            </Button>
          </Stack>
        </form>
      ) : null}
      <p role="alert" aria-atomic="true">
        {problem ? text[messageKeys[problem]] : ""}
      </p>
    </>
  );
}
