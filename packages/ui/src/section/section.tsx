import type { ReactNode } from "react";
import { section } from "./section.css.ts";

export type SectionProps = {
  /** "inverse" is a band of the opposite lightness: everything inside follows it. */
  tone?: "default" | "muted" | "inverse";
  spacing?: "md" | "lg";
  /** Id of the section's heading, which names the region. */
  labelledBy?: string;
  id?: string;
  children: ReactNode;
};

/** A page section: vertical rhythm and background tone. Put a Container inside. */
export function Section({ tone, spacing, labelledBy, id, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={section({ tone, spacing })}>
      {children}
    </section>
  );
}
