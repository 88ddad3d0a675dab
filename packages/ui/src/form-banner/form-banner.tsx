import type { Ref } from "react";
import * as styles from "./form-banner.css.ts";

export type FormBannerProps = {
  tone: "success" | "error";
  title: string;
  message: string;
  ref?: Ref<HTMLDivElement>;
};

/** The result of a form submission, announced to assistive technology (alert for errors). */
export function FormBanner({ tone, title, message, ref }: FormBannerProps) {
  return (
    <div
      ref={ref}
      role={tone === "error" ? "alert" : "status"}
      data-state={tone}
      tabIndex={-1}
      className={`${styles.banner} ${styles.tone[tone]}`}
    >
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
    </div>
  );
}
