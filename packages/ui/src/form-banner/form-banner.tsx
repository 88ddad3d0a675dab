import type { Ref } from "react";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./form-banner.css.ts";

export type FormBannerProps = {
  tone: "success" | "error";
  title: string;
  message: string;
  ref?: Ref<HTMLDivElement>;
};

const iconByTone = { success: "success", error: "alert" } as const;

/**
 * The result of a form submission, announced to assistive technology (alert for errors). The tone's
 * icon is decorative: the title says what happened in words.
 */
export function FormBanner({ tone, title, message, ref }: FormBannerProps) {
  return (
    <div
      ref={ref}
      role={tone === "error" ? "alert" : "status"}
      data-state={tone}
      tabIndex={-1}
      className={`${styles.banner} ${styles.tone[tone]}`}
    >
      <Icon name={iconByTone[tone]} className={`${styles.icon} ${styles.iconTone[tone]}`} />
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
    </div>
  );
}
