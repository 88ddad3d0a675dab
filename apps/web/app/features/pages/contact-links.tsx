import { firm } from "@firm/content/firm";
import { Icon } from "@firm/ui/icon";
import * as styles from "./contact-links.css.ts";

type ContactLinksProps = { phoneLabel: string; emailLabel: string };

/** The toll-free number and the e-mail address as large links, each under its label. */
export function ContactLinks({ phoneLabel, emailLabel }: ContactLinksProps) {
  const contacts = [
    {
      icon: "phone",
      label: phoneLabel,
      value: firm.phones.tollFree.display,
      href: firm.phones.tollFree.href,
    },
    { icon: "mail", label: emailLabel, value: firm.email, href: `mailto:${firm.email}` },
  ] as const;
  return (
    <ul className={styles.list}>
      {contacts.map((contact) => (
        <li key={contact.href}>
          <a className={styles.link} href={contact.href}>
            <span className={styles.icon}>
              <Icon name={contact.icon} />
            </span>
            <span className={styles.label}>{contact.label}</span>{" "}
            <span className={styles.value}>{contact.value}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
