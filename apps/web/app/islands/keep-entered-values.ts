/**
 * Text a visitor entered into an island's fields before it hydrated, without a key press that would
 * have hydrated it first (a browser's autofill, a paste, a password manager), stays on screen after
 * hydration but not in React's state: React keeps what the field shows, and the next render of the
 * form (any other field changing) puts the server's empty value back. Called once an island has
 * hydrated, this hands each such value to React as the visitor's own input, so nothing entered is lost.
 *
 * React marks the value it rendered as the field's default (`defaultValue`, or the option selected by
 * default), and notices an input event only when the value differs from the last one it saw: the
 * field is set back to that value through its own property (which React watches), then to the
 * visitor's through the element's prototype (which it does not), and an input event follows.
 */
export function keepEnteredValues(host: HTMLElement): void {
  const view = host.ownerDocument.defaultView;
  if (!view) return;
  // Read first: the form renders again at the first value handed over, showing its state in the rest.
  const fields = [...host.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
    .filter((field) => !(field instanceof view.HTMLInputElement) || textLike.has(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, entered: field.value }));
  const selects = [...host.querySelectorAll("select")]
    .map((select) => ({ select, chosen: select.selectedIndex }))
    .filter(({ select, chosen }) => chosen >= 0 && chosen !== defaultIndex(select));
  for (const { field, entered } of fields) {
    field.value = field.defaultValue;
    const { prototype } =
      field instanceof view.HTMLInputElement ? view.HTMLInputElement : view.HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, entered);
    field.dispatchEvent(new view.Event("input", { bubbles: true }));
  }
  for (const { select, chosen } of selects) {
    select.selectedIndex = chosen;
    select.dispatchEvent(new view.Event("change", { bubbles: true }));
  }
}

/** The option a select shows before anyone chooses: the one marked selected, else the first. */
const defaultIndex = (select: HTMLSelectElement) =>
  Math.max(
    [...select.options].findIndex((option) => option.defaultSelected),
    0,
  );

/** Input types whose value is text a visitor enters. */
const textLike = new Set(["text", "email", "tel", "url", "search", "number", "date", "password"]);
