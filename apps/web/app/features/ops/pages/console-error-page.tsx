import { isRouteErrorResponse, useRouteError } from "react-router";
import { ConsoleError } from "../console-error.tsx";

/** What went wrong, inside the console's frame (the signed-in pages' error boundary). */
export default function ConsoleErrorPage() {
  const error = useRouteError();
  return <ConsoleError error={isRouteErrorResponse(error) ? error : null} />;
}
