import { makesFeeClaim } from "@firm/content/fee-claims";
import { firm } from "@firm/content/firm";
import { CheckList } from "@firm/ui/check-list";
import { Heading } from "@firm/ui/heading";
import { useCopy } from "../../lib/copy.ts";
import * as styles from "./contact-page.css.ts";

/** Contact (docs/product.md#2-routes), second column: phones, e-mail, hours, address with parking, why choose us. */
export function ContactInfo() {
  const copy = useCopy("contactPage").info;
  const compliance = useCopy("compliance");
  const { street, city, region, postalCode } = firm.address;
  return (
    <section className={styles.card} aria-labelledby="contact-info-heading">
      <Heading level={2} size="lg" id="contact-info-heading">
        {copy.heading}
      </Heading>
      <ul className={styles.list}>
        <li>
          <span className={styles.label}>{copy.tollFreeLabel}:</span>{" "}
          <a className={styles.link} href={firm.phones.tollFree.href}>
            {firm.phones.tollFree.display}
          </a>
        </li>
        <li>
          <span className={styles.label}>{copy.officeLabel}:</span>{" "}
          <a className={styles.link} href={firm.phones.office.href}>
            {firm.phones.office.display}
          </a>
        </li>
        <li>
          <span className={styles.label}>{copy.emailLabel}:</span>{" "}
          <a className={styles.link} href={`mailto:${firm.email}`}>
            {firm.email}
          </a>
        </li>
      </ul>
      <div className={styles.group}>
        <Heading level={3}>{copy.hoursHeading}</Heading>
        <ul className={styles.list}>
          <li>{copy.hours.weekdays}</li>
          <li>{copy.hours.saturday}</li>
          <li>{copy.hours.sunday}</li>
        </ul>
        <p className={styles.small}>{copy.urgentNote}</p>
      </div>
      <div className={styles.group}>
        <Heading level={3}>{copy.addressHeading}</Heading>
        <address className={styles.address}>
          {street}
          <br />
          {city}, {region} {postalCode}
        </address>
        <p className={styles.small}>{copy.parkingNote}</p>
      </div>
      <div className={styles.group}>
        <Heading level={3}>{copy.whyHeading}</Heading>
        <CheckList items={copy.whyPoints} />
        {makesFeeClaim(copy) ? <p className={styles.small}>{compliance.costsDisclosure}</p> : null}
      </div>
    </section>
  );
}
