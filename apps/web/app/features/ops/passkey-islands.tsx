import { Text } from "@firm/ui/text";
import { Island } from "../../islands/island.tsx";
import { IslandScripts } from "../../islands/island-scripts.tsx";
import { useCopy } from "../../lib/copy.ts";
import passkeyRegister from "./passkey-register.island.tsx";
import passkeySignIn from "./passkey-sign-in.island.tsx";

/**
 * The console's only islands, each placed by one page with the script that starts it: the rest of
 * the console, like its other pages, sends no script (root.tsx leaves the island entry out of /ops).
 */
function StartIslands() {
  return <IslandScripts />;
}

/** On the sign-in page, below the e-mailed link's form. */
export function PasskeySignInIsland() {
  const copy = useCopy("opsConsole").passkeySignIn;
  return (
    <>
      <Text>{copy.or}</Text>
      <Island
        of={passkeySignIn}
        props={{
          action: "/ops/sign-in/passkey",
          text: {
            submit: copy.submit,
            busy: copy.busy,
            cancelled: copy.cancelled,
            notVerified: copy.notVerified,
            unsupported: copy.unsupported,
            unavailable: copy.unavailable,
            needsJavaScript: copy.needsJavaScript,
          },
        }}
      />
      <StartIslands />
    </>
  );
}

/** On the passkeys page: a name and "Add a passkey". */
export function PasskeyRegisterIsland({ csrf }: { csrf: string }) {
  const copy = useCopy("opsConsole").passkeys;
  const { signIn } = useCopy("opsConsole");
  return (
    <>
      <Island
        of={passkeyRegister}
        props={{
          action: "/ops/passkeys/ceremony",
          csrf,
          text: {
            nameLabel: copy.nameLabel,
            submit: copy.addSubmit,
            busy: copy.busy,
            cancelled: copy.cancelled,
            notVerified: copy.notVerified,
            unsupported: copy.unsupported,
            unavailable: signIn.unavailable,
            needsJavaScript: copy.needsJavaScript,
          },
        }}
      />
      <StartIslands />
    </>
  );
}
