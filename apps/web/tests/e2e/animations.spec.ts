import { expect, test } from "./fixtures.ts";

/**
 * Animations that the compositor can run alone (transform, opacity) cost the main thread nothing per
 * frame; any other animated property (box-shadow, colours, sizes) is repainted on the main thread for
 * as long as it runs — for an infinite pulse, as long as the page is open (docs/decisions/0066).
 */
const compositorOnly = new Set(["transform", "opacity"]);
const keyframeMeta = new Set(["offset", "computedOffset", "easing", "composite"]);

for (const path of ["/", "/about", "/services/motorcycle-injuries", "/consultation"]) {
  test(`${path}: every animation on the page animates only transform and opacity`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const animations = await page.evaluate(() =>
      document.getAnimations().map((animation) => ({
        name: animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name,
        properties:
          (animation.effect as KeyframeEffect | null)
            ?.getKeyframes()
            .flatMap((frame) => Object.keys(frame)) ?? [],
      })),
    );
    // The header's relocation button pulses on every page: the check has something to check.
    expect(animations.length).toBeGreaterThan(0);
    const offending = animations
      .map(({ name, properties }) => ({
        name,
        properties: [...new Set(properties)].filter(
          (property) => !keyframeMeta.has(property) && !compositorOnly.has(property),
        ),
      }))
      .filter((animation) => animation.properties.length > 0);
    expect(offending).toEqual([]);
  });
}
