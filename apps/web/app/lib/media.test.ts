// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { heroVideo, videoSources } from "./media.ts";

const publicFile = (url: string) => join(import.meta.dirname, "../../public", url);

describe("videoSources", () => {
  const sources = videoSources(heroVideo);

  it("offers the small rendition first on small screens, WebM before MP4", () => {
    expect(sources).toEqual([
      { src: "/media/home-hero-loop-480p.webm", type: "video/webm; codecs=vp9", media: "(max-width: 40rem)" },
      { src: "/media/home-hero-loop-480p.mp4", type: "video/mp4", media: "(max-width: 40rem)" },
      { src: "/media/home-hero-loop-720p.webm", type: "video/webm; codecs=vp9" },
      { src: "/media/home-hero-loop-720p.mp4", type: "video/mp4" },
    ]);
  });

  it("points only at files that scripts/media.ts has built", () => {
    for (const { src } of sources) expect(existsSync(publicFile(src)), src).toBe(true);
  });
});
