import { Button } from "@firm/ui/button";
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from "@simplewebauthn/browser";
import { ceremonyStep, nextLocation, postCeremony, SiteError } from "./passkey-ceremony.ts";
import { type PasskeyProblemText, usePasskeyCeremony } from "./use-passkey-ceremony.ts";

export type PasskeySignInText = PasskeyProblemText & { submit: string; busy: string };

export type PasskeySignInProps = { text: PasskeySignInText; action: string };

/**
 * "Sign in with a passkey": the button appears once the script runs (without it, the page's e-mailed
 * link is the way in); what goes wrong is said in a live region that is on the page from the start.
 */
export function PasskeySignIn({ text, action }: PasskeySignInProps) {
  const { supported, busy, run, message } = usePasskeyCeremony(text);

  const signIn = () =>
    run(async () => {
      const step = ceremonyStep(await postCeremony(action, { intent: "options" }));
      if (!step) throw new SiteError("failed");
      const response = await startAuthentication({
        optionsJSON: step.options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      const done = await postCeremony(action, {
        intent: "verify",
        challengeId: step.challengeId,
        response: JSON.stringify(response),
      });
      return nextLocation(done, "/ops");
    });

  return (
    <>
      {supported === null ? <p>{text.needsJavaScript}</p> : null}
      {supported ? (
        <Button type="button" variant="secondary" busy={busy} busyLabel={text.busy} onClick={signIn}>
          {text.submit}
        </Button>
      ) : null}
      <p role="alert" aria-atomic="true">
        {message}
      </p>
    </>
  );
}
