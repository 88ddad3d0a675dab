/**
 * Why a page's first paint came late, from a trace with viz's and cc's categories (docs/performance.md,
 * "Paint held back by the browser"). At a navigation the browser embeds the new page's surface under a
 * newer id than the page's renderer draws its first frames with; viz counts those frames as never
 * drawn, and after a few of them stops offering the page frames (`ThrottleUndrawnFrames`) until a
 * second has passed. A page whose first frame commits before that happens is not held.
 */

/** Categories added to Lighthouse's own (`additionalTraceCategories`) to record this. */
export const surfaceTraceCategories = "viz,cc,disabled-by-default-cc.debug.scheduler";

export type TraceEvent = { name: string; ts: number; args?: Record<string, unknown> };

export type SurfaceHold = {
  /** The surface id (parent sequence number) the browser last embedded before the first paint. */
  embeddedSurface?: number;
  /** When it embedded it, ms after the page's navigation start. */
  embeddedAtMs?: number;
  /** Frames the page drew under an older surface id after that embed: viz shows none of them. */
  staleFrames: number;
  /** The first time viz withheld frames because earlier ones were never drawn. */
  throttledFromMs?: number;
  firstPaintMs?: number;
};

const localSurface = /LocalSurfaceId\((\d+), \d+, ([0-9A-F]+)/;

function surfaceOf(value: unknown): { parent: number; token: string } | undefined {
  const match = typeof value === "string" ? localSurface.exec(value) : null;
  return match?.[1] && match[2] ? { parent: Number(match[1]), token: match[2] } : undefined;
}

function navigationStartOf(events: readonly TraceEvent[], pageUrl: string): number | undefined {
  const starts = events.filter((event) => {
    if (event.name !== "navigationStart") return false;
    const data = event.args?.data as { documentLoaderURL?: string } | undefined;
    return data?.documentLoaderURL === pageUrl;
  });
  return starts.at(-1)?.ts;
}

export function surfaceHold(events: readonly TraceEvent[], pageUrl: string): SurfaceHold {
  const start = navigationStartOf(events, pageUrl);
  if (start === undefined) return { staleFrames: 0 };
  const ordered = events.filter((event) => event.ts >= start).sort((a, b) => a.ts - b.ts);
  const ms = (ts: number) => Math.round((ts - start) / 1000);
  const firstPaint = ordered.find((event) => event.name === "firstPaint")?.ts ?? Number.POSITIVE_INFINITY;
  const hold: SurfaceHold = { staleFrames: 0 };
  let embedded: { parent: number; token: string } | undefined;
  for (const event of ordered) {
    if (event.ts > firstPaint) break;
    if (event.name === "DelegatedFrameHost::EmbedSurface") {
      const surface = surfaceOf(event.args?.surface_id);
      // The browser embeds the same id again once the page draws under it: the first time counts.
      if (surface?.parent === embedded?.parent && surface?.token === embedded?.token) continue;
      embedded = surface;
      hold.embeddedSurface = surface?.parent;
      hold.embeddedAtMs = ms(event.ts);
    } else if (event.name === "Surface::ActivateFrame" && embedded) {
      const drawn = surfaceOf(event.args?.SurfaceId);
      if (drawn?.token === embedded.token && drawn.parent < embedded.parent) hold.staleFrames += 1;
    } else if (
      event.name === "SendBeginFrameDecision" &&
      event.args?.reason === "ThrottleUndrawnFrames" &&
      hold.throttledFromMs === undefined
    ) {
      hold.throttledFromMs = ms(event.ts);
    }
  }
  if (Number.isFinite(firstPaint)) hold.firstPaintMs = ms(firstPaint);
  return hold;
}

/** One line for a run, e.g. "embedded surface 8 at 64 ms; 4 frames drawn under an older one; …". */
export function describeSurfaceHold(hold: SurfaceHold): string {
  const parts = [
    hold.embeddedSurface === undefined
      ? "no surface embedded before the first paint"
      : `browser embedded surface ${hold.embeddedSurface} at ${hold.embeddedAtMs} ms`,
    `${hold.staleFrames} page frame(s) under an older surface after it`,
    hold.throttledFromMs === undefined
      ? "viz never withheld frames (ThrottleUndrawnFrames)"
      : `viz withheld frames from ${hold.throttledFromMs} ms (ThrottleUndrawnFrames)`,
    `first paint ${hold.firstPaintMs ?? "–"} ms`,
  ];
  return parts.join("; ");
}
