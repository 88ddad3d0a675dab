import { fill } from "@firm/content/template";
import { visibleText } from "@firm/content/visible-text";
import { internationalForm } from "@firm/intake/phone";
import { useCopy } from "../../lib/copy.ts";
import * as styles from "./ops.css.ts";

type Props = { typed: string | null; e164: string | null; extension: string | null };

/**
 * A phone number to call from the console: a `tel:` link in international form ("+1 714 555 0199"),
 * with its extension, as the API read it; a number it could not read links what was typed.
 */
export function PhoneLink({ typed, e164, extension }: Props) {
  const { call } = useCopy("opsConsole");
  if (!e164) {
    if (!typed) return null;
    return (
      <a className={styles.phone} href={`tel:${typed.replace(/[^\d+]/g, "")}`}>
        {visibleText(typed)}
      </a>
    );
  }
  const ext = extension ? `;ext=${extension}` : "";
  return (
    <a className={styles.phone} href={`tel:${e164}${ext}`}>
      {internationalForm(e164)}
      {extension ? ` ${fill(call.extension, { extension })}` : ""}
    </a>
  );
}
