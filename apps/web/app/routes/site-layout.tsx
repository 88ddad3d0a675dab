import { skipLink } from "@firm/ui/utilities";
import { Outlet } from "react-router";
import siteControls from "../features/layout/site-controls.island.tsx";
import { SiteFooter } from "../features/layout/site-footer.tsx";
import siteHeader from "../features/layout/site-header.island.tsx";
import * as styles from "../features/layout/site-layout.css.ts";
import { Island } from "../islands/island.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";

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

/**
 * The frame of every page: skip link, header, main content, footer and the floating controls. The
 * header and the controls are islands; the rest is HTML only.
 */
export default function SiteLayout() {
  const { skipToContent } = useCopy("siteHeader");
  return (
    <>
      <a className={skipLink} href="#main">
        {skipToContent}
      </a>
      <Island of={siteHeader} props={{}} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <Island of={siteControls} props={{}} />
    </>
  );
}
