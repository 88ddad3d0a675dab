import { style } from "@vanilla-extract/css";

export const code = style({ fontSize: "1rem", letterSpacing: "0.06em" });
