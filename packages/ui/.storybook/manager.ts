import { addons } from "storybook/manager-api";
import { create } from "storybook/theming";
import { palette } from "../src/theme/tokens.ts";

/** The shell in the firm's colours (tokens.ts), so designers know whose system they are reading. */
addons.setConfig({
  theme: create({
    base: "light",
    brandTitle: "Solano Reyes Law Group · Design system",
    brandTarget: "_self",
    colorPrimary: palette.navy900,
    colorSecondary: palette.brass600,
    appBg: palette.ivory50,
    appContentBg: palette.white,
    appBorderColor: palette.ivory200,
    textColor: palette.ink900,
    barBg: palette.ivory100,
    barSelectedColor: palette.navy900,
    fontBase: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
  }),
  sidebar: { showRoots: true },
});
