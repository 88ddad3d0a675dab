import { firm } from "@firm/content/firm";
import { Button } from "@firm/ui/button";
import { Icon } from "@firm/ui/icon";
import { Logo } from "@firm/ui/logo";
import { SiteNavigation } from "@firm/ui/site-navigation";
import { inverseTone } from "@firm/ui/utilities";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { requestRelocationNotice } from "../relocation/relocation-requests.ts";
import * as styles from "./site-header.css.ts";
import { stickyBarMark } from "./sticky-header-offset.ts";

/**
 * The shared header (docs/product.md#3-shared-parts-of-every-page): top bar (phone, e-mail, service area, the button that shows the relocation
 * notice again) and sticky main bar. An island: its menus and the button need the browser; it hydrates
 * when the visitor first reaches for it.
 */
export function SiteHeader() {
  const { pathname, text, href } = useLocale();
  const copy = useCopy("siteHeader");
  const items = [
    { name: copy.nav.home, href: href("/") },
    { name: copy.nav.about, href: href("/about") },
    {
      name: copy.nav.services,
      href: href("/services"),
      children: firm.practiceSlugs.map((slug) => ({
        name: copy.practiceAreaNames[slug],
        href: href(`/services/${slug}`),
      })),
    },
    { name: copy.nav.contact, href: href("/contact") },
  ];
  return (
    <header className={styles.header}>
      <div className={`${inverseTone} ${styles.topBar}`}>
        <div className={styles.topBarInner}>
          <a
            className={styles.topLink}
            href={firm.phones.tollFree.href}
            aria-label={`${copy.phoneLabel}: ${firm.phones.tollFree.display}`}
          >
            <Icon name="phone" size="sm" />
            <span className={styles.wideText}>{firm.phones.tollFree.display}</span>
          </a>
          <a
            className={styles.topLink}
            href={`mailto:${firm.email}`}
            aria-label={`${copy.emailLabel}: ${firm.email}`}
          >
            <Icon name="mail" size="sm" />
            <span className={styles.wideText}>{firm.email}</span>
          </a>
          <span className={styles.tagline}>
            <span className={styles.wideText}>{text(copy.serviceArea)}</span>
            <span className={styles.phoneText}>{text(copy.serviceAreaShort)}</span>
          </span>
          <Button
            variant="attention"
            size="sm"
            onClick={requestRelocationNotice}
            aria-describedby="relocation-button-description"
          >
            {copy.relocationButton}
          </Button>
          <span id="relocation-button-description" hidden>
            {copy.relocationButtonDescription}
          </span>
        </div>
      </div>
      <div className={styles.mainBar} {...stickyBarMark}>
        <div className={styles.mainBarInner}>
          <Logo name={firm.name} tagline={copy.tagline} href={href("/")} label={text(copy.logoLabel)} />
          <SiteNavigation
            items={items}
            currentPath={pathname}
            labels={{
              navigation: copy.mainNavLabel,
              openMenu: copy.openMenu,
              closeMenu: copy.closeMenu,
              showSubmenu: copy.showPracticeAreas,
              hideSubmenu: copy.hidePracticeAreas,
            }}
            action={{ name: copy.consultationButton, href: href("/consultation") }}
          />
        </div>
      </div>
    </header>
  );
}
