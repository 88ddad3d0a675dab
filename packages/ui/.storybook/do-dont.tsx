import { Canvas } from "@storybook/addon-docs/blocks";
import type { ModuleExport } from "storybook/internal/types";
import * as styles from "./do-dont.css.ts";

type Example = { story: ModuleExport; reason: string };

/**
 * A docs block: a component's do and don't as two rendered stories side by side, each labelled and
 * with a one-line reason. In MDX: `<DoDont do={{ story: Stories.DoX, reason: "…" }} dont={{ … }} />`.
 * The stories follow the toolbar's language and theme like any other.
 */
export function DoDont({ do: good, dont: bad }: { do: Example; dont: Example }) {
  return (
    <div className={styles.pair} data-do-dont="">
      {(
        [
          ["do", "Do", good],
          ["dont", "Don't", bad],
        ] as const
      ).map(([kind, label, example]) => (
        <figure key={kind} className={`${styles.example} ${styles.rule[kind]}`} data-example={kind}>
          <Canvas of={example.story} sourceState="none" />
          <figcaption>
            <p className={styles.label}>{label}</p>
            <p className={styles.reason}>{example.reason}</p>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
