import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Every story is a test: rendered in Debian's Chromium, its play function run, then axe. */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) }),
  ],
  optimizeDeps: {
    // Pre-bundled up front: a dependency found mid-run makes Vite reload the test iframe.
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "@radix-ui/react-dialog",
      "@vanilla-extract/recipes/createRuntimeFn",
      "@storybook/addon-docs",
      "@storybook/react-dom-shim",
      "@storybook/addon-a11y/preview",
      "@storybook/react-vite",
    ],
  },
  test: {
    name: "storybook",
    setupFiles: [".storybook/vitest.setup.ts"],
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
});
