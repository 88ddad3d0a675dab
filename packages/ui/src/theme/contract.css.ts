import { createThemeContract } from "@vanilla-extract/css";
import { type ColorRole, colorRoles } from "./color-scheme.ts";
import { fontSize, lineHeight, motion, radius, size, space } from "./tokens.ts";

const scheme = Object.fromEntries(colorRoles.map((role) => [role, null])) as Record<ColorRole, null>;

const keysOf = <T extends object>(scale: T) =>
  Object.fromEntries(Object.keys(scale).map((key) => [key, null])) as Record<keyof T, null>;

/**
 * The theme contract: components read only these variables; theme files fill them. `color` is the
 * scheme of the surface a component sits on; a band (`tone="inverse"`) re-points `color` at `inverse`.
 */
export const vars = createThemeContract({
  color: scheme,
  inverse: scheme,
  font: { heading: null, body: null },
  fontSize: keysOf(fontSize),
  lineHeight: keysOf(lineHeight),
  space: keysOf(space),
  radius: keysOf(radius),
  shadow: { raised: null, overlay: null },
  motion: keysOf(motion),
  size: keysOf(size),
});
