import { firm } from "@firm/content/firm";
import { Logo } from "@firm/ui/logo";
import { inverseTone } from "@firm/ui/utilities";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./site-footer.css.ts";

/** The shared footer (docs/product.md#3-shared-parts-of-every-page), plus the responsible attorney and legal links (California advertising rules). */
export function SiteFooter() {
  const { text, href } = useLocale();
  const compliance = useCopy("compliance");
  const copy = useCopy("siteFooter");
  const { street, city, region, postalCode } = firm.address;
  return (
    <footer className={`${inverseTone} ${styles.footer}`}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Logo name={firm.name} />
          <p>{copy.blurb}</p>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>{copy.contactHeading}</h2>
          <ul className={styles.list}>
            <li>
              {copy.tollFreeLabel}: <a href={firm.phones.tollFree.href}>{firm.phones.tollFree.display}</a>
            </li>
            <li>
              {copy.emailLabel}: <a href={`mailto:${firm.email}`}>{firm.email}</a>
            </li>
            <li>
              {copy.addressLabel}: {street}, {city}, {region} {postalCode}
            </li>
            <li>{text(copy.serviceArea)}</li>
          </ul>
        </div>
        <nav className={styles.column} aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {copy.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={href("/about")}>{copy.links.about}</a>
            </li>
            <li>
              <a href={href("/services")}>{copy.links.services}</a>
            </li>
            <li>
              <a href={href("/contact")}>{copy.links.contact}</a>
            </li>
            <li>
              <a href={firm.phones.tollFree.href} aria-describedby="footer-consultation-call">
                {copy.links.consultation}
              </a>
              <span id="footer-consultation-call" hidden>
                {text(copy.consultationDescription)}
              </span>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.legal}>
        <p>{text(copy.copyright)}</p>
        <p>{text(copy.responsibleAttorney)}</p>
        <p>
          <strong>{compliance.attorneyAdvertising.label}.</strong> {compliance.attorneyAdvertising.disclaimer}
        </p>
        <nav aria-label={copy.legalNavLabel}>
          <ul className={styles.inlineList}>
            <li>
              <a href={href("/privacy")}>{copy.privacyPolicy}</a>
            </li>
            <li>
              <a href={href("/accessibility")}>{copy.accessibilityStatement}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
