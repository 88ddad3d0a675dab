import { Button } from "@firm/ui/button";
import { Stack } from "@firm/ui/stack";
import { TextField } from "@firm/ui/text-field";
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from "@simplewebauthn/browser";
import type { FormEvent } from "react";
import { ceremonyStep, nextLocation, postCeremony, SiteError } from "./passkey-ceremony.ts";
import { type PasskeyProblemText, usePasskeyCeremony } from "./use-passkey-ceremony.ts";

export type PasskeyRegisterText = PasskeyProblemText & { nameLabel: string; submit: string; busy: string };

export type PasskeyRegisterProps = { text: PasskeyRegisterText; action: string; csrf: string };

/** "Add a passkey": a name, then the browser's dialog; the page reloads with the new passkey listed. */
export function PasskeyRegister({ text, action, csrf }: PasskeyRegisterProps) {
  const { supported, busy, run, message } = usePasskeyCeremony(text);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    return run(async () => {
      const step = ceremonyStep(await postCeremony(action, { intent: "options", csrf }));
      if (!step) throw new SiteError("failed");
      const response = await startRegistration({
        optionsJSON: step.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      const done = await postCeremony(action, {
        intent: "register",
        csrf,
        name,
        challengeId: step.challengeId,
        response: JSON.stringify(response),
      });
      return nextLocation(done, "/ops/passkeys?done=added");
    });
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
        {message}
      </p>
    </>
  );
}
