import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { defaultLocale, locales } from "@firm/content/locale";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useArgs, useEffect } from "storybook/preview-api";
import "../src/theme/theme.css.ts";
import "./docs-canvas.css.ts";
import { contrastModes, defaultAdaSettings, parseAdaSettings } from "../src/theme/ada-settings.ts";
import { applySettingsAttributes } from "../src/theme/settings-attributes.ts";
import { localeOf, setStoryLocale } from "./locale.ts";
import { withViewportFrame } from "./viewport-frame.tsx";

const panelCopy = accessibilityPanel.en;

/** Theme and language from the toolbar, applied to <html> exactly as the site does. */
const withRootSettings: Decorator = (Story, context) => {
  const root = document.documentElement;
  applySettingsAttributes(
    root,
    parseAdaSettings({ ...defaultAdaSettings, contrast: context.globals.contrast }),
  );
  root.lang = localeOf(context.globals);
  return <Story />;
};

/**
 * Stories with `parameters.localizedArgs` get their text args in the toolbar's language. In Storybook
 * (not in story tests) the text args are also written back, so Controls show the active language.
 */
const withLocalizedArgs: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  const argsFor: unknown = context.parameters.localizedArgs;
  const [args, updateArgs] = useArgs();
  const localized: Record<string, unknown> = typeof argsFor === "function" ? argsFor(locale) : {};
  const text = Object.entries(localized).filter(([, value]) => typeof value === "string");
  const stale = text.some(([key, value]) => args[key] !== value);
  useEffect(() => {
    if (stale && !("__vitest_browser__" in window)) updateArgs(Object.fromEntries(text));
  });
  if (locale === defaultLocale || typeof argsFor !== "function") return <Story />;
  return <Story args={{ ...context.args, ...localized }} />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withLocalizedArgs, withViewportFrame, withRootSettings],
  beforeEach: ({ globals }) => {
    setStoryLocale(globals);
  },
  globalTypes: {
    contrast: {
      description: panelCopy.contrastLabel,
      toolbar: {
        title: panelCopy.contrastLabel,
        icon: "contrast",
        dynamicTitle: true,
        items: contrastModes.map((mode) => ({ value: mode, title: panelCopy.contrastOptions[mode] })),
      },
    },
    locale: {
      toolbar: {
        icon: "globe",
        dynamicTitle: true,
        items: locales.map((locale) => ({ value: locale, title: locale.toUpperCase() })),
      },
    },
  },
  // The story tests run once per language and theme (vitest.config.ts provides these two).
  initialGlobals: { contrast: "normal", locale: defaultLocale },
  parameters: {
    a11y: { test: "error" },
    // Designers experiment in Controls; nothing they try is written back into the source.
    controls: { disableSaveFromUI: true },
    options: {
      storySort: {
        order: [
          "Introduction",
          "Foundations",
          ["Introduction", "Tokens", "Themes", "Icons", "Typography", "Layout", "Brand"],
          "Actions",
          "Forms",
          "Navigation",
          "Overlays",
          "Content",
          "Sections",
          "Media",
        ],
      },
    },
    layout: "padded",
    viewport: {
      options: {
        mobile: { name: "Mobile (375)", styles: { width: "375px", height: "740px" }, type: "mobile" },
        tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
