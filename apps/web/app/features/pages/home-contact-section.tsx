import { Island } from "../../islands/island.tsx";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import homeContactForm from "../contact/home-contact-form.island.tsx";
import { ContactLinks } from "./contact-links.tsx";
import { FinePrint, PageSection } from "./page-section.tsx";
import * as styles from "./pages.css.ts";

/** The home page's closing contact form, beside the phone and e-mail, with the confidentiality note. */
export function HomeContactSection() {
  const { locale, text } = useLocale();
  const copy = useCopy("home");
  return (
    <PageSection
      id="contact"
      title={copy.contactSection.heading}
      intro={text(copy.contactSection.intro)}
      layout="split"
      stickyLead
      lead={<ContactLinks phoneLabel={copy.finalCta.phoneLabel} emailLabel={copy.finalCta.emailLabel} />}
    >
      <div className={styles.card}>
        <Island of={homeContactForm} props={{ locale }} />
      </div>
      <FinePrint>{copy.contactSection.confidentiality}</FinePrint>
    </PageSection>
  );
}
