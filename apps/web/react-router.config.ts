import type { Config } from "@react-router/dev/config";
import { buildOrigin, prerenderedPaths } from "./app/lib/site-paths.ts";

// When building, the loaders that render the files read the origin from here (app/root.tsx, sitemap,
// robots); the development server keeps the origin each request names.
if (process.argv.includes("build")) process.env.PUBLIC_ORIGIN = buildOrigin();

/**
 * Every public page, in both languages, is rendered to a file when the site is built and served as
 * that file (nginx in production, server.ts for the end-to-end tests). The server still renders what
 * cannot be a file: the console (/ops, behind its sign-in) and the result pages of a form sent without
 * JavaScript, which show what the API said in their address. `scripts/static-site.ts` then renders
 * the not-found page of each language and writes the pages' Content-Security-Policy.
 */
export default {
  ssr: true,
  prerender: { paths: [...prerenderedPaths], concurrency: 2 },
  future: { unstable_optimizeDeps: true },
} satisfies Config;
