import { Icon } from "../icon/icon.tsx";
import * as styles from "./check-list.css.ts";

export type CheckListItem = string | { title: string; description?: string };

export type CheckListProps = { items: readonly CheckListItem[] };

/** Reasons or points, each behind a check mark. */
export function CheckList({ items }: CheckListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const { title, description } =
          typeof item === "string" ? { title: item, description: undefined } : item;
        return (
          <li key={title} className={styles.item}>
            <span className={styles.mark}>
              <Icon name="check" size="sm" />
            </span>
            <span className={styles.title}>{title}</span>
            {description ? <p className={styles.description}>{description}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
