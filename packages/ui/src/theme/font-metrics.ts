/** The font metrics a fallback is matched on (as `@capsizecss/metrics` gives them). */
export type FontMetrics = {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The `@font-face` overrides that make a local fallback take the web font's room while the web font
 * loads: scaled to the same average letter width (so lines break at the same words), then the same
 * ascent, descent and line gap (so lines stand at the same height). The swap then moves nothing.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics) {
  const scale = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(font.ascent / font.unitsPerEm / scale),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / scale),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / scale),
  };
}
