import { describe, expect, it } from "vitest";
import { describeSurfaceHold, surfaceHold, type TraceEvent } from "./surface-hold.ts";

const page = "http://127.0.0.1:4000/services/motorcycle-injuries";
const at = (ms: number) => 1_000_000 + ms * 1000;
const navigation: TraceEvent = {
  name: "navigationStart",
  ts: at(0),
  args: { data: { documentLoaderURL: page } },
};
const embed = (ms: number, parent: number): TraceEvent => ({
  name: "DelegatedFrameHost::EmbedSurface",
  ts: at(ms),
  args: { surface_id: `LocalSurfaceId(${parent}, 1, E4FE...)` },
});
const frame = (ms: number, parent: number, token = "E4FE"): TraceEvent => ({
  name: "Surface::ActivateFrame",
  ts: at(ms),
  args: { SurfaceId: `SurfaceId(FrameSinkId(6, 7), LocalSurfaceId(${parent}, 1, ${token}...))` },
});
const decision = (ms: number, reason: string): TraceEvent => ({
  name: "SendBeginFrameDecision",
  ts: at(ms),
  args: { reason, should_send: reason.startsWith("Send") },
});
const firstPaint = (ms: number): TraceEvent => ({ name: "firstPaint", ts: at(ms) });

describe("surfaceHold", () => {
  it("counts the page's frames under an older surface and when viz began to withhold frames", () => {
    const events = [
      navigation,
      embed(51, 7),
      embed(64, 8),
      frame(138, 6),
      frame(154, 6),
      frame(171, 6),
      frame(160, 5, "0BAD"),
      decision(155, "SendDefault"),
      decision(190, "ThrottleUndrawnFrames"),
      decision(205, "ThrottleUndrawnFrames"),
      embed(1191, 8),
      firstPaint(1216),
      frame(1230, 6),
    ];
    const hold = surfaceHold(events, page);
    expect(hold).toEqual({
      embeddedSurface: 8,
      embeddedAtMs: 64,
      staleFrames: 3,
      throttledFromMs: 190,
      firstPaintMs: 1216,
    });
    expect(describeSurfaceHold(hold)).toBe(
      "browser embedded surface 8 at 64 ms; 3 page frame(s) under an older surface after it; " +
        "viz withheld frames from 190 ms (ThrottleUndrawnFrames); first paint 1216 ms",
    );
  });

  it("finds no hold when the page's first frame carries the embedded surface", () => {
    const hold = surfaceHold([navigation, embed(64, 8), frame(120, 8), firstPaint(130)], page);
    expect(hold).toEqual({ embeddedSurface: 8, embeddedAtMs: 64, staleFrames: 0, firstPaintMs: 130 });
    expect(describeSurfaceHold(hold)).toContain("viz never withheld frames");
  });

  it("reads nothing from a trace of another page", () => {
    expect(surfaceHold([navigation, embed(64, 8)], "http://127.0.0.1:4000/other")).toEqual({
      staleFrames: 0,
    });
  });
});
