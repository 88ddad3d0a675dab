import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { button } from "../button/button.css.ts";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./mobile-navigation.css.ts";
import {
  activeState,
  currentAttributes,
  type NavigationViewProps,
  type NavLink,
} from "./navigation-model.ts";

const openState = (open: boolean) => (open ? "open" : "closed");

/**
 * Small screens: a menu button toggles the list; an item with children expands a sub-list; choosing a
 * link (or Escape) closes the menu. Buttons carry `data-state` "open" | "closed".
 */
export function MobileNavigation({
  items,
  currentPath,
  labels,
  Link,
  onNavigate,
  action,
}: NavigationViewProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // A navigation that happened elsewhere (history, another link) also closes the menu.
  useEffect(() => {
    if (currentPath) setOpen(false);
  }, [currentPath]);

  const choose = (href: string) => {
    setOpen(false);
    setExpanded(null);
    onNavigate?.(href);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    toggle.current?.focus();
  };

  const linkTo = (link: NavLink, className: string) => (
    <Link
      href={link.href}
      className={className}
      onClick={() => choose(link.href)}
      {...currentAttributes(activeState(link, currentPath))}
    >
      {link.name}
    </Link>
  );

  return (
    <nav aria-label={labels.navigation} className={styles.root} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? labels.closeMenu : labels.openMenu}
        data-state={openState(open)}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? "close" : "menu"} size="lg" />
      </button>
      <div id={menuId} className={styles.panel} hidden={!open} data-state={openState(open)}>
        <ul className={styles.list}>
          {items.map((item) => {
            const subId = `${menuId}-${item.href}`;
            const isExpanded = expanded === item.href;
            return (
              <li key={item.href} className={styles.item}>
                <div className={styles.row}>
                  {linkTo(item, styles.link)}
                  {item.children?.length ? (
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={isExpanded}
                      aria-controls={subId}
                      aria-label={isExpanded ? labels.hideSubmenu : labels.showSubmenu}
                      data-state={openState(isExpanded)}
                      onClick={() => setExpanded(isExpanded ? null : item.href)}
                    >
                      <Icon name={isExpanded ? "minus" : "plus"} />
                    </button>
                  ) : null}
                </div>
                {item.children?.length ? (
                  <ul id={subId} className={styles.subList} hidden={!isExpanded}>
                    {item.children.map((child) => (
                      <li key={child.href}>{linkTo(child, styles.subLink)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        {action ? linkTo(action, `${button({ variant: "accent", fullWidth: true })} ${styles.action}`) : null}
      </div>
    </nav>
  );
}
