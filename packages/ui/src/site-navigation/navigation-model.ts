import type { LinkComponent } from "../link/link-component.ts";

/** The navigation's data and the rule that decides which item is active (docs/product.md#3-shared-parts-of-every-page, the header). */
export type NavLink = { name: string; href: string };

export type NavItem = NavLink & { children?: readonly NavLink[] };

export type NavigationLabels = {
  /** Names the navigation landmark, e.g. "Main navigation". */
  navigation: string;
  /** The mobile menu button, closed and open. */
  openMenu: string;
  closeMenu: string;
  /** The button that shows or hides an item's sub-list (desktop dropdown and mobile). */
  showSubmenu: string;
  hideSubmenu: string;
};

/** What SiteNavigation hands each of its two views, the desktop menu and the mobile one. */
export type NavigationViewProps = {
  items: readonly NavItem[];
  currentPath: string;
  labels: NavigationLabels;
  Link: LinkComponent;
  onNavigate?: (href: string) => void;
  action?: NavLink;
};

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * "page" when `href` is the current path; "section" when an item with children owns the current path
 * (e.g. What We Do on /services/wrongful-death); otherwise undefined.
 */
export function activeState(item: NavItem, currentPath: string): "page" | "section" | undefined {
  const path = normalize(currentPath);
  const href = normalize(item.href);
  if (path === href) return "page";
  if (item.children?.length && path.startsWith(`${href === "/" ? "" : href}/`)) return "section";
  return undefined;
}

/** Attributes of a link in that state: aria-current "page" for the page itself, "true" for its section. */
export function currentAttributes(state: "page" | "section" | undefined) {
  if (!state) return {};
  return { "aria-current": state === "page" ? ("page" as const) : ("true" as const), "data-active": state };
}
