/** `media` makes a source art-directed: only screens it matches take it (e.g. an upright crop on phones). */
export type PictureSource = { type: string; srcSet: string; media?: string };

/** A picture in modern formats at several widths; width and height give its aspect, so nothing shifts. */
export type ResponsiveImage = {
  /** The fallback file, for browsers that take none of the sources. */
  src: string;
  /** Best format first (e.g. AVIF, then WebP), each listing every width ("/a-640w.avif 640w, …"). */
  sources?: readonly PictureSource[];
  /** How wide the picture is laid out, e.g. "100vw": the browser picks the width to fetch from it. */
  sizes?: string;
  width: number;
  height: number;
  /** Empty (the default) for a decorative picture. */
  alt?: string;
};

export type PictureProps = {
  image: ResponsiveImage;
  /**
   * "high": the page's largest paint, fetched at once and first; "lazy" (default): fetched when it
   * nears the viewport and decoded off the main thread.
   */
  priority?: "high" | "lazy";
  className?: string;
};

/** A `<picture>`: the browser takes the first source whose format it supports, at the width it needs. */
export function Picture({ image, priority = "lazy", className }: PictureProps) {
  const loading =
    priority === "high"
      ? ({ fetchPriority: "high", loading: "eager" } as const)
      : ({ loading: "lazy", decoding: "async" } as const);
  return (
    <picture>
      {image.sources?.map((source) => (
        <source
          key={`${source.media ?? ""} ${source.type}`}
          type={source.type}
          srcSet={source.srcSet}
          sizes={image.sizes}
          media={source.media}
        />
      ))}
      <img
        className={className}
        src={image.src}
        alt={image.alt ?? ""}
        width={image.width}
        height={image.height}
        {...loading}
      />
    </picture>
  );
}
