// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { firm } from "@firm/content/firm";
import { describe, expect, it } from "vitest";
import { images } from "./media.ts";
import { practiceHeroImage, practiceImage, practiceImages, responsiveImage } from "./pictures.ts";

const publicFile = (url: string) => join(import.meta.dirname, "../../public", url);

describe("responsiveImage", () => {
  const image = responsiveImage(images.homeHero, "100vw");

  it("lists AVIF then WebP, each at every width, with the spec's dimensions and a WebP fallback", () => {
    expect(image.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources?.[0]?.srcSet).toBe(
      "/media/home-hero-640w.avif 640w, /media/home-hero-960w.avif 960w, " +
        "/media/home-hero-1280w.avif 1280w, /media/home-hero-1920w.avif 1920w",
    );
    expect(image).toMatchObject({
      src: "/media/home-hero-1280w.webp",
      sizes: "100vw",
      width: 1920,
      height: 1080,
    });
    expect(image.alt).toBe("");
  });

  it("points only at files that scripts/media.ts has built", () => {
    const pictures = [
      ...Object.values(images).map((spec) => responsiveImage(spec, "100vw")),
      ...firm.practiceSlugs.flatMap((practice) => [
        responsiveImage(practiceImage(practice, "card"), "100vw"),
        practiceHeroImage(practice, "100vw"),
      ]),
    ];
    for (const { src, sources = [] } of pictures) {
      const urls = [
        src,
        ...sources.flatMap((source) => source.srcSet.split(", ").map((entry) => entry.split(" ")[0])),
      ];
      for (const url of urls) expect(existsSync(publicFile(url ?? "")), url).toBe(true);
    }
  });
});

describe("practice pictures", () => {
  it("are built for all 16 practice areas in three crops", () => {
    expect(practiceImages).toHaveLength(48);
  });

  it("offer the phone crop (AVIF, WebP, JPEG) on small screens before the wide one, a JPEG fallback", () => {
    const hero = practiceHeroImage("dental-malpractice", "100vw");
    expect(hero.sources?.map((source) => `${source.media ?? "any"} ${source.type}`)).toEqual([
      "(max-width: 40rem) image/avif",
      "(max-width: 40rem) image/webp",
      "(max-width: 40rem) image/jpeg",
      "any image/avif",
      "any image/webp",
      "any image/jpeg",
    ]);
    expect(hero).toMatchObject({
      src: "/media/practice-dental-malpractice-wide-1280w.jpg",
      width: 1920,
      height: 768,
    });
  });
});
