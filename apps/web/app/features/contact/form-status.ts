import { useState } from "react";
import type { PostOutcome, RefusedField } from "../../lib/post-json.ts";

/**
 * docs/product.md#4-forms: a sending flag plus a result of idle, success or error. A refusal that
 * names its fields leaves the result idle: the fields say what to correct, not an error banner.
 */
export type FormResult = "idle" | "success" | "error";

export function useFormStatus() {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<FormResult>("idle");

  /** Runs one submission: sending on and result reset, then its outcome, then sending off. */
  async function run(
    send: () => Promise<PostOutcome>,
    handlers: { onSuccess: () => void; onRefused: (fields: RefusedField[]) => void },
  ) {
    setSending(true);
    setResult("idle");
    const sent = await send();
    if (sent.outcome === "accepted") handlers.onSuccess();
    if (sent.outcome === "refused") handlers.onRefused(sent.fields);
    setResult(sent.outcome === "accepted" ? "success" : sent.outcome === "failed" ? "error" : "idle");
    setSending(false);
  }

  return { sending, result, run };
}
