import { data } from "react-router";

/** Any other address under /ops: the console's own "not found" (its error boundary), not the public page. */
export function loader() {
  throw data({ kind: "not_found" }, { status: 404 });
}

/** Never rendered: the loader always throws to the console's error boundary. */
export default function OpsNotFound() {
  return null;
}
