import { icon } from "./icon.css.ts";
import { type IconName, iconPaths } from "./icon-paths.ts";

export type { IconName };

export type IconProps = {
  name: IconName;
  size?: "sm" | "md" | "lg";
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
};

/** An inline SVG icon in the current text colour: no icon font, no request. */
export function Icon({ name, size, label, className }: IconProps) {
  const shared = {
    viewBox: "0 0 24 24",
    focusable: "false" as const,
    className: [icon({ size }), className].filter(Boolean).join(" "),
  };
  const path = <path d={iconPaths[name]} />;
  return label ? (
    <svg {...shared} role="img" aria-label={label}>
      {path}
    </svg>
  ) : (
    <svg {...shared} aria-hidden="true">
      {path}
    </svg>
  );
}
