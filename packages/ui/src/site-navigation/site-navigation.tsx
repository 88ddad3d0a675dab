import type { LinkComponent } from "../link/link-component.ts";
import { DesktopNavigation } from "./desktop-navigation.tsx";
import { MobileNavigation } from "./mobile-navigation.tsx";
import type { NavItem, NavigationLabels, NavLink } from "./navigation-model.ts";

export type { NavItem, NavigationLabels, NavLink } from "./navigation-model.ts";

export type SiteNavigationProps = {
  items: readonly NavItem[];
  /** The current path: a link is active on an exact match; an item with children also on its sub-paths. */
  currentPath: string;
  labels: NavigationLabels;
  /** The router's link component (see LinkComponent); default `<a>`. */
  linkAs?: LinkComponent;
  /** Called when a link is chosen (the mobile menu closes itself). */
  onNavigate?: (href: string) => void;
  /** A call to action at the end (e.g. Get Consultation), on large screens and in the mobile menu. */
  action?: NavLink;
};

/**
 * The header's navigation. Large screens (from 64em): Radix NavigationMenu with hover dropdowns.
 * Small screens: a menu button and an expandable sub-list. CSS shows one of the two, so the server
 * renders both and nothing shifts on hydration. Active links have aria-current ("page", or "true" for a
 * section) and `data-active`.
 */
export function SiteNavigation({ linkAs = "a", ...props }: SiteNavigationProps) {
  return (
    <>
      <DesktopNavigation {...props} Link={linkAs} />
      <MobileNavigation {...props} Link={linkAs} />
    </>
  );
}
