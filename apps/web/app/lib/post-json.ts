/**
 * Posts JSON and reports whether the server accepted it (spec §7: an ok status and `success: true`).
 * A non-ok status is logged as `HTTP error! status <code>`; any failure answers false.
 */
export async function postJson(url: string, payload: unknown): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
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
