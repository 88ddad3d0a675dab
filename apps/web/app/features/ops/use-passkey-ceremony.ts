import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { type PasskeyProblem, problemOf } from "./passkey-ceremony.ts";

/** The words a passkey island shows for each problem (and until its script runs). */
export type PasskeyProblemText = {
  cancelled: string;
  notVerified: string;
  unsupported: string;
  unavailable: string;
  /** Shown until the script runs (so, without it), in place of the button. */
  needsJavaScript: string;
};

const messageKeys: Record<PasskeyProblem, keyof PasskeyProblemText> = {
  cancelled: "cancelled",
  not_verified: "notVerified",
  unsupported: "unsupported",
  unavailable: "unavailable",
};

/**
 * The state both passkey islands share: whether the browser can do it (null until the script runs),
 * busy while a ceremony runs, and what went wrong. `run` performs a ceremony that resolves to where
 * to go next, and goes there.
 */
export function usePasskeyCeremony(text: PasskeyProblemText) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);

  useEffect(() => {
    const can = browserSupportsWebAuthn();
    setSupported(can);
    if (!can) setProblem("unsupported");
  }, []);

  async function run(ceremony: () => Promise<string>) {
    setBusy(true);
    setProblem(null);
    try {
      window.location.assign(await ceremony());
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  }

  return { supported, busy, run, message: problem ? text[messageKeys[problem]] : "" };
}
