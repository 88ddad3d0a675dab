import { afterEach, beforeEach, expect } from "vitest";
import { commands } from "vitest/browser";

/**
 * Every story test fails when the page logged an error or a warning while it ran: React's warnings,
 * the browser's own (an invalid value for a date input), uncaught errors and failed requests. The
 * messages come from the Playwright page (see `consoleMessages` in vitest.config.ts), so messages the
 * browser logs itself count, not only calls to console.error.
 */
beforeEach(async () => {
  await commands.consoleMessages();
});

afterEach(async () => {
  expect(await commands.consoleMessages(), "console errors and warnings").toEqual([]);
});

declare module "vitest/browser" {
  interface BrowserCommands {
    consoleMessages: () => Promise<string[]>;
  }
}
