import { Container } from "@firm/ui/container";
import { skipLink } from "@firm/ui/utilities";
import { Outlet } from "react-router";
import { useCopy } from "../../../lib/copy.ts";
import { ConsoleNavigation } from "../console-navigation.tsx";
import * as styles from "../ops.css.ts";

/**
 * The console's own frame: no public header, footer, notice or islands; a skip
 * link, the console's bar (navigation once signed in, the language switch) and the page.
 */
export default function ConsoleFrame() {
  const copy = useCopy("opsConsole");
  return (
    <>
      <a className={skipLink} href="#main">
        {copy.skipToContent}
      </a>
      <header className={styles.bar}>
        <Container>
          <ConsoleNavigation />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Container>
          <Outlet />
        </Container>
      </main>
    </>
  );
}
