import { createContext, use } from "react";

/** The response's CSP nonce, for inline scripts rendered by the app (empty in the browser). */
export const NonceContext = createContext("");

export function useNonce(): string {
  return use(NonceContext);
}
