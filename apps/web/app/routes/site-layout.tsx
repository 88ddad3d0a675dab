import { siteHeader } from "@firm/content/dictionaries/site-header";
import { Outlet } from "react-router";
import { AccessibilityControls } from "../features/accessibility/accessibility-controls.tsx";
import { LanguageSwitch } from "../features/language/language-switch.tsx";
import { SiteFooter } from "../features/layout/site-footer.tsx";
import { SiteHeader } from "../features/layout/site-header.tsx";
import * as styles from "../features/layout/site-layout.css.ts";
import { Toasts } from "../features/notifications/toasts.tsx";
import { RelocationNotice } from "../features/relocation/relocation-notice.tsx";
import { useRelocationNotice } from "../features/relocation/use-relocation-notice.ts";
import { useLocale } from "../lib/use-locale.ts";

/** The frame of every page: skip link, header, main content, footer and the floating controls. */
export default function SiteLayout() {
  const { locale } = useLocale();
  const relocation = useRelocationNotice();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {siteHeader[locale].skipToContent}
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
