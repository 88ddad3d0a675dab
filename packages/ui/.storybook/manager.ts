import { firm } from "@firm/content/firm";
import { addons } from "storybook/manager-api";
import { create } from "storybook/theming";
import { logoMark } from "../src/logo/logo-mark.ts";
import { fonts, palette } from "../src/theme/tokens.ts";

/** The firm's mark and name, in its heading face (loaded by main.ts's manager head). */
const brand = `<span style="display:flex;align-items:center;gap:8px;font-family:${fonts.heading.replaceAll('"', "'")}">
<svg viewBox="${logoMark.viewBox}" width="36" height="36" aria-hidden="true">
<path d="${logoMark.shield}" fill="${palette.navy900}" stroke="${palette.brass400}" stroke-width="2"/>
<path d="${logoMark.pillars}" fill="${palette.brass400}"/></svg>
<span><span style="display:block;font-size:16px;font-weight:700">${firm.name}</span>
<span style="display:block;font-size:13px;font-weight:400">Design system</span></span></span>`;

/** The shell in the firm's colours and type (tokens.ts), so designers know whose system they are reading. */
addons.setConfig({
  theme: create({
    base: "light",
    brandTitle: brand,
    brandTarget: "_self",
    colorPrimary: palette.navy900,
    colorSecondary: palette.brass600,
    appBg: palette.ivory50,
    appContentBg: palette.white,
    appBorderColor: palette.ivory200,
    textColor: palette.ink900,
    barBg: palette.ivory100,
    barSelectedColor: palette.navy900,
    fontBase: fonts.body,
  }),
  sidebar: { showRoots: true },
});
