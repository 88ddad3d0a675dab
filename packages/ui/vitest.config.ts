import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Two projects: every story is a test (rendered in Debian's Chromium, its play function run, then axe),
 * and plain unit tests (`src/**\/*.test.ts`, e.g. the theme contrast ratios, the toast store) in Node.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: {
    // Pre-bundled up front: a dependency found mid-run makes Vite reload the test iframe.
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "@radix-ui/react-dialog",
      "@radix-ui/react-navigation-menu",
      "@radix-ui/react-slot",
      "@radix-ui/react-toast",
      "@vanilla-extract/recipes/createRuntimeFn",
      "@storybook/addon-docs",
      "@storybook/addon-a11y/preview",
      "@storybook/react-vite",
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: [
                  "--no-sandbox",
                  "--disable-dev-shm-usage",
                  "--disable-gpu",
                  "--disable-background-networking",
                ],
              },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      {
        test: { name: "unit", include: ["src/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
