import { useKeepVisitSource } from "../../lib/visit-source.ts";
import { AccessibilityControls } from "../accessibility/accessibility-controls.tsx";
import { LanguageSwitch } from "../language/language-switch.tsx";
import { Toasts } from "../notifications/toasts.tsx";
import { RelocationNotice } from "../relocation/relocation-notice.tsx";
import { useRelocationNotice } from "../relocation/use-relocation-notice.ts";

/**
 * The controls that float over every page: the accessibility panel's button, the language toggle,
 * the relocation notice and the notifications. One island; dialogs and toasts load on demand. As
 * the island every public page starts at once, it also keeps where the visit came from.
 */
export function SiteControls() {
  const relocation = useRelocationNotice();
  useKeepVisitSource();
  return (
    <>
      <AccessibilityControls />
      <LanguageSwitch />
      <RelocationNotice open={relocation.open} onOpenChange={relocation.onOpenChange} />
      <Toasts />
    </>
  );
}
