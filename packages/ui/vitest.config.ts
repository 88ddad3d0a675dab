import { fileURLToPath } from "node:url";
import { locales } from "@firm/content/locale";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { Page } from "playwright";
import { defineConfig } from "vitest/config";
import type { BrowserCommand } from "vitest/node";
import { contrastModes } from "./src/theme/ada-settings.ts";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/** What @storybook/addon-vitest injects into each story test as its initial globals. */
const storyGlobalsKey = "storybook/test-initial-globals";

/** What each test page logged as an error or warning since the last call (see .storybook/console-check.setup.ts). */
const logged = new WeakMap<Page, string[]>();
const consoleMessages: BrowserCommand<[]> = ({ page }) => {
  let messages = logged.get(page);
  if (!messages) {
    const list: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") {
        list.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => list.push(`uncaught: ${error.message}`));
    page.on("requestfailed", (request) => list.push(`request failed: ${request.url()}`));
    logged.set(page, list);
    messages = list;
  }
  return messages.splice(0);
};

/**
 * Every story in every language and theme: one browser instance per pair, the pair given to each
 * story as its initial globals through the Storybook plugin's provided value (a story's own `globals`
 * still win, e.g. the Themes stories). Instances of one project share one Vite server, so the stories
 * and their modules are transformed once, not once per pair.
 */
const storyProject = {
  extends: true as const,
  plugins: [storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) })],
  test: {
    name: "storybook",
    setupFiles: ["./.storybook/console-check.setup.ts"],
    // A long play function (the accessibility panel's every control) on a busy 2-core machine.
    testTimeout: 60_000,
    // The story files of an instance share one test page, as the stories of one file always did
    // (each story replaces the last in the same canvas): a new page per file only loaded the same
    // modules again, most of the story tests' work.
    isolate: false,
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
      instances: locales.flatMap((locale) =>
        contrastModes.map((contrast) => ({
          browser: "chromium" as const,
          name: `storybook-${locale}-${contrast}`,
          provide: { [storyGlobalsKey]: { locale, contrast } },
        })),
      ),
      commands: { consoleMessages },
    },
  },
};

/**
 * Story projects: every story is a test (rendered in Debian's Chromium, its play function run, then axe,
 * then no console error or warning), once per language and theme; and plain unit tests (`src/**\/*.test.ts`, e.g. the theme contrast ratios, the toast store, and
 * `.storybook/**\/*.test.ts`) in Node.
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
      "storybook/internal/router",
    ],
  },
  test: {
    projects: [
      storyProject,
      {
        // The units of the stories' own machinery (.storybook) too.
        test: { name: "unit", include: ["src/**/*.test.ts", ".storybook/**/*.test.ts"], environment: "node" },
      },
      // The built Storybook's docs pages in a browser driven from Node (needs `storybook build` first).
      {
        test: { name: "docs", include: ["tests/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
