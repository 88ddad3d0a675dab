import { Container } from "@firm/ui/container";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ConsoleError } from "../console-error.tsx";
import * as styles from "../ops.css.ts";

/** What went wrong before the frame could render (the console layout's error boundary). */
export default function ConsoleFrameError() {
  const error = useRouteError();
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      <Container>
        <ConsoleError error={isRouteErrorResponse(error) ? error : null} />
      </Container>
    </main>
  );
}
