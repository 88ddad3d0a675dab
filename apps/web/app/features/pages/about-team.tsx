import { Heading } from "@firm/ui/heading";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./about.css.ts";
import { PageSection } from "./page-section.tsx";
import * as pageStyles from "./pages.css.ts";
import { TileGrid } from "./tile-grid.tsx";

/** Initials of a name, for the decorative monogram: "Elena Solano Reyes" → "ESR". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("");

/** The lead attorney (biography, education, bar admissions, areas of practice) and the legal team. */
export function AboutTeam() {
  const { text } = useLocale();
  const team = useCopy("team");
  const lead = team.leadAttorney;
  const name = text(lead.name);
  const credentials = [
    { label: lead.educationLabel, items: lead.education },
    { label: lead.barAdmissionLabel, items: lead.barAdmission },
    { label: lead.specialtiesLabel, items: lead.specialties },
  ];
  return (
    <PageSection id="team" tone="muted" title={team.heading} intro={team.intro}>
      <article className={pageStyles.card} aria-labelledby="lead-attorney-name">
        <div className={styles.profile}>
          <span className={styles.monogram} aria-hidden="true">
            {initials(name)}
          </span>
          <div className={styles.paragraphs}>
            <div className={styles.identity}>
              <Heading level={3} size="lg" id="lead-attorney-name">
                {name}
              </Heading>
              <Text tone="eyebrow">{lead.role}</Text>
            </div>
            {lead.bio.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </div>
        </div>
        <div className={styles.credentials}>
          {credentials.map((credential) => (
            <div key={credential.label} className={styles.credential}>
              <Heading level={4}>{credential.label}</Heading>
              <ul className={styles.credentialList}>
                {credential.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </article>
      <div className={styles.teamBlock}>
        <Heading level={3} size="lg">
          {team.legalTeam.heading}
        </Heading>
        <Text size="lg" tone="muted">
          {team.legalTeam.intro}
        </Text>
        <TileGrid items={team.legalTeam.roles} headingLevel={4} columns={3} />
      </div>
    </PageSection>
  );
}
