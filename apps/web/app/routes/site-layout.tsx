import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { AccessibilityControls } from "../features/accessibility/accessibility-controls.tsx";
import { LanguageSwitch } from "../features/language/language-switch.tsx";
import { SiteFooter } from "../features/layout/site-footer.tsx";
import { SiteHeader } from "../features/layout/site-header.tsx";
import * as styles from "../features/layout/site-layout.css.ts";
import { Toasts } from "../features/notifications/toasts.tsx";
import { RelocationNotice } from "../features/relocation/relocation-notice.tsx";
import { useRelocationNotice } from "../features/relocation/use-relocation-notice.ts";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { localeFromPath } from "../lib/locale.ts";

/** The copy of the frame, and what every page's `meta` and the not-found page need. */
export const loader = copyLoader([
  "siteHeader",
  "siteFooter",
  "compliance",
  "accessibilityPanel",
  "languageToggle",
  "relocationNotice",
  "toasts",
  "pageMeta",
  "notFound",
]);

/** The frame's copy changes only with the language; other navigations keep what was loaded. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

/** The frame of every page: skip link, header, main content, footer and the floating controls. */
export default function SiteLayout() {
  const { skipToContent } = useCopy("siteHeader");
  const relocation = useRelocationNotice();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {skipToContent}
      </a>
      <SiteHeader onShowRelocation={relocation.show} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <AccessibilityControls />
      <LanguageSwitch />
      <RelocationNotice open={relocation.open} onOpenChange={relocation.onOpenChange} />
      <Toasts />
    </>
  );
}
