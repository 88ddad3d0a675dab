import { expect, test } from "./fixtures.ts";

/**
 * Animations that the compositor can run alone (transform, opacity) cost the main thread nothing per
 * frame; any other animated property (box-shadow, colours, sizes) is repainted on the main thread for
 * as long as it runs. And movement that starts by itself stops within 5 s
 * (WCAG 2.2.2), so nothing on a page as it loads animates forever.
 *
 * The animations are read from what each element and pseudo-element declares and from the keyframes
 * in the stylesheet, not from `document.getAnimations()`, which forgets an animation once it ends: on a
 * busy machine the page may have finished pulsing before the check runs.
 */
const compositorOnly = new Set(["transform", "opacity"]);
const wcagMovementLimitMs = 5_000;

for (const path of ["/", "/about", "/services/motorcycle-injuries", "/consultation"]) {
  test(`${path}: every animation animates only transform and opacity, and stops within 5 s`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const animations = await page.evaluate(() => {
      const seconds = (value = "0s") => Number.parseFloat(value) * (value.endsWith("ms") ? 0.001 : 1);
      const keyframes = new Map<string, string[]>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (!(rule instanceof CSSKeyframesRule)) continue;
          const frames = Array.from(rule.cssRules) as CSSKeyframeRule[];
          keyframes.set(
            rule.name,
            frames.flatMap((frame) =>
              Array.from({ length: frame.style.length }, (_, i) => frame.style.item(i)),
            ),
          );
        }
      }
      const declared: { name: string; properties: string[]; endsAfterMs: number }[] = [];
      for (const element of Array.from(document.querySelectorAll("*"))) {
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(element, pseudo);
          // Elements outside the rendering (in <head>, say) declare no animation at all: "".
          if (style.animationName === "none" || style.animationName === "") continue;
          const names = style.animationName.split(", ");
          const durations = style.animationDuration.split(", ");
          const delays = style.animationDelay.split(", ");
          const counts = style.animationIterationCount.split(", ");
          names.forEach((name, i) => {
            const count = counts[i % counts.length];
            declared.push({
              name,
              properties: [...new Set(keyframes.get(name) ?? ["(keyframes not found)"])],
              endsAfterMs:
                count === "infinite"
                  ? Number.POSITIVE_INFINITY
                  : (seconds(delays[i % delays.length]) +
                      seconds(durations[i % durations.length]) * Number(count)) *
                    1000,
            });
          });
        }
      }
      return declared;
    });
    // The header's relocation button pulses on every page: the check has something to check.
    expect(animations.length).toBeGreaterThan(0);
    const offending = animations.filter(
      ({ properties, endsAfterMs }) =>
        properties.some((property) => !compositorOnly.has(property)) || endsAfterMs > wcagMovementLimitMs,
    );
    expect(offending).toEqual([]);
  });
}
