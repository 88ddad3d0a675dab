/**
 * Posts JSON and reports whether the server accepted it (docs/product.md#4-forms: an ok status and `success: true`).
 * A non-ok status is logged as `HTTP error! status <code>`; any failure answers false.
 * `idempotencyKey` is sent as the Idempotency-Key header: one key per submission attempt.
 */
export async function postJson(
  url: string,
  payload: unknown,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "success" in body && body.success === true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/**
 * A fresh random key for one submission attempt. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); elsewhere a version-4 UUID is built from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
