import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../src/**/*.mdx", "../src/**/*.stories.tsx"],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "storybook-addon-pseudo-states",
  ],
  // The firm's favicon for the shell and the preview (without one the preview asked for /favicon.ico: 404).
  staticDirs: ["./public"],
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
