import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import remarkGfm from "remark-gfm";

/**
 * Storybook opens as the designers' reference. `STORYBOOK_DEVELOPER=1` adds the developers' tools
 * (the story tests' "Run tests" panel and the "+" that writes a new story file); the story tests
 * themselves run from `pnpm test` either way.
 */
const developer = process.env.STORYBOOK_DEVELOPER === "1";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../src/**/*.mdx", "../src/**/*.stories.tsx"],
  addons: [
    // Markdown tables in the docs pages (GitHub's syntax, which MDX alone leaves as text).
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    ...(developer ? ["@storybook/addon-vitest"] : []),
    "storybook-addon-pseudo-states",
  ],
  // The firm's favicon for the shell and the preview (without one the preview asked for /favicon.ico:
  // 404), and the headings' face for the shell's logo.
  staticDirs: [
    "./public",
    { from: "../node_modules/@fontsource-variable/source-serif-4/files", to: "/fonts" },
  ],
  managerHead: (head) => `${head}
<style>
@font-face {
  font-family: "Source Serif 4";
  src: url("fonts/source-serif-4-latin-wght-normal.woff2") format("woff2");
  font-weight: 200 900;
  font-display: swap;
}
${developer ? "" : 'button[aria-label="Create a new story"] { display: none; }'}
</style>`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Designers open Storybook as the system's reference: no "Get started" checklist on top of it.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Imported only by the code vanilla-extract compiles recipes into, which Vite's scan of the
      // stories cannot see: found late, it made the first load re-optimise and reload, failing the
      // preview's dynamic imports with "504 (Outdated Optimize Dep)".
      include: [...(viteConfig.optimizeDeps?.include ?? []), "@vanilla-extract/recipes/createRuntimeFn"],
    },
  }),
};

export default config;
