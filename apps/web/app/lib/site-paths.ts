import { firm } from "@firm/content/firm";

/** Every page of the site (English paths; Spanish ones are the same under /es). */
export const sitePaths = [
  "/",
  "/about",
  "/services",
  ...firm.practiceSlugs.map((slug) => `/services/${slug}`),
  "/contact",
  "/consultation",
  "/privacy",
  "/accessibility",
] as const;
