import type { LinkComponentProps } from "@firm/ui/link-component";
import { Link } from "react-router";

/** React Router's client-side <Link> in the shape the design system's components expect (`href`). */
export function AppLink({ href, ref, ...props }: LinkComponentProps) {
  if (/^(https?:|tel:|mailto:|#)/.test(href)) return <a href={href} ref={ref} {...props} />;
  return <Link to={href} ref={ref} prefetch="intent" {...props} />;
}
