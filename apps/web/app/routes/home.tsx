import { homeContact } from "@firm/content/dictionaries/home-contact";
import { withSiteValues } from "@firm/content/site-values";
import { HomeContactForm } from "../features/contact/home-contact-form.tsx";
import * as styles from "./page.css.ts";

export function meta() {
  return [{ title: homeContact.en.title }];
}

export default function Home() {
  const copy = homeContact.en;
  return (
    <main className={styles.main}>
      <section className={styles.section} aria-labelledby="contact-title">
        <h1 id="contact-title" className={styles.title}>
          {copy.title}
        </h1>
        <p>{withSiteValues(copy.intro, "en")}</p>
        <HomeContactForm locale="en" />
      </section>
    </main>
  );
}
