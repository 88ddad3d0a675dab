/**
 * Debian's Chromium as every browser test here starts it. The headless shell is the default for
 * tests (a lighter process, as Playwright's own default); `/usr/bin/chromium` is the full browser,
 * for the few tests and the measurements that need it. No sandbox (tests run as root in CI), no
 * /dev/shm (small in containers), no GPU, and no background networking: this machine's network is
 * closed, and Chromium's own connections would otherwise be refused many at a time.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-background-networking",
];

/** The headless shell, or `CHROMIUM_PATH` when it is set. */
export const headlessShellPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** The full browser (tests that need what the shell lacks, such as a pointer off the page). */
export const fullChromiumPath = "/usr/bin/chromium";

/** Playwright launch options for the headless shell (the tests' default). */
export const headlessShell = { executablePath: headlessShellPath, args: chromiumArgs };

/** Playwright launch options for the full browser. */
export const fullChromium = { executablePath: fullChromiumPath, args: chromiumArgs };
