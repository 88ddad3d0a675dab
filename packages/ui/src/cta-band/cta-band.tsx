import { type ReactNode, useId } from "react";
import { Container } from "../container/container.tsx";
import { Heading } from "../heading/heading.tsx";
import { inverseTone } from "../theme/utilities.css.ts";
import * as styles from "./cta-band.css.ts";

export type CtaBandProps = {
  title: string;
  text?: string;
  /** The call to action: e.g. a ButtonLink to /consultation. */
  actions: ReactNode;
  /** Phone and e-mail links under the actions. */
  contacts?: ReactNode;
};

/** A navy band that closes a page: a heading, a sentence, and what to do next. */
export function CtaBand({ title, text, actions, contacts }: CtaBandProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${styles.band} ${inverseTone}`}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <Heading level={2} id={titleId}>
              {title}
            </Heading>
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
          <div className={styles.actions}>
            {actions}
            {contacts}
          </div>
        </div>
      </Container>
    </section>
  );
}
