import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { type PointerEvent, useState } from "react";
import { button } from "../button/button.css.ts";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./desktop-navigation.css.ts";
import { activeState, currentAttributes, type NavigationViewProps } from "./navigation-model.ts";

const mouseOnly = (handler: () => void) => (event: PointerEvent) => {
  if (event.pointerType === "mouse") handler();
};

// Radix opens on hovering the trigger only; here the whole item (link, button and dropdown) is the hover
// area, so Radix's own pointer handling is turned off (preventDefault) and the value is controlled.
const skipRadixHover = (event: PointerEvent) => event.preventDefault();

/** Large screens: a row of links; an item with children opens its dropdown on hover or with its button. */
export function DesktopNavigation({
  items,
  currentPath,
  labels,
  Link,
  onNavigate,
  action,
}: NavigationViewProps) {
  const [openItem, setOpenItem] = useState("");
  return (
    <NavigationMenu.Root
      aria-label={labels.navigation}
      className={styles.root}
      value={openItem}
      onValueChange={setOpenItem}
    >
      <NavigationMenu.List className={styles.list}>
        {items.map((item) => {
          const link = (
            <NavigationMenu.Link asChild>
              <Link
                href={item.href}
                className={styles.link}
                onClick={() => onNavigate?.(item.href)}
                {...currentAttributes(activeState(item, currentPath))}
              >
                {item.name}
              </Link>
            </NavigationMenu.Link>
          );
          if (!item.children?.length) {
            return (
              <NavigationMenu.Item key={item.href} className={styles.item}>
                {link}
              </NavigationMenu.Item>
            );
          }
          const open = openItem === item.href;
          return (
            <NavigationMenu.Item
              key={item.href}
              value={item.href}
              className={styles.item}
              onPointerEnter={mouseOnly(() => setOpenItem(item.href))}
              onPointerLeave={mouseOnly(() => setOpenItem(""))}
            >
              {link}
              <NavigationMenu.Trigger
                className={styles.trigger}
                aria-label={open ? labels.hideSubmenu : labels.showSubmenu}
                onPointerMove={skipRadixHover}
                onPointerLeave={skipRadixHover}
              >
                <Icon name="chevronDown" size="sm" className={styles.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.content} onPointerLeave={skipRadixHover}>
                <ul className={styles.subList}>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavigationMenu.Link asChild>
                        <Link
                          href={child.href}
                          className={styles.subLink}
                          onClick={() => onNavigate?.(child.href)}
                          {...currentAttributes(activeState(child, currentPath))}
                        >
                          {child.name}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
        {action ? (
          <NavigationMenu.Item className={styles.action}>
            <NavigationMenu.Link asChild>
              <Link
                href={action.href}
                className={button({ variant: "accent" })}
                onClick={() => onNavigate?.(action.href)}
                {...currentAttributes(activeState(action, currentPath))}
              >
                {action.name}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ) : null}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
