import { useState } from "react";

/** A form's state (docs/product.md#4-forms): a sending flag plus a result of idle, success or error. */
export type FormResult = "idle" | "success" | "error";

export function useFormStatus() {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<FormResult>("idle");

  /** Runs one submission: sending on and result reset, then success or error, then sending off. */
  async function run(send: () => Promise<boolean>, onSuccess: () => void) {
    setSending(true);
    setResult("idle");
    const ok = await send();
    if (ok) onSuccess();
    setResult(ok ? "success" : "error");
    setSending(false);
  }

  return { sending, result, run };
}
