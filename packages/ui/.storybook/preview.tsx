import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { defaultLocale, locales } from "@firm/content/locale";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";
import { SET_CURRENT_STORY } from "storybook/internal/core-events";
import { addons, useArgs } from "storybook/preview-api";
import "../src/theme/theme.css.ts";
import { contrastModes, defaultAdaSettings, parseAdaSettings } from "../src/theme/ada-settings.ts";
import { applySettingsAttributes } from "../src/theme/settings-attributes.ts";
import { storyLanguage } from "./docs-canvas.css.ts";
import { argsIn, localeOf, resetStoryLocale, setStoryLocale } from "./locale.ts";
import { withViewportFrame } from "./viewport-frame.tsx";

const panelCopy = accessibilityPanel.en;

// In Storybook the next story's file is read before the last story ends: its language is reset as
// soon as another story is chosen (story tests reset it when each story ends).
addons.getChannel().on(SET_CURRENT_STORY, resetStoryLocale);

/**
 * Theme and language from the toolbar, applied to <html> exactly as the site does. On a docs page each
 * story's own box says its language too: Storybook marks it `lang="en"` whatever the toolbar says.
 */
const withRootSettings: Decorator = (Story, context) => {
  const root = document.documentElement;
  const locale = localeOf(context.globals);
  applySettingsAttributes(
    root,
    parseAdaSettings({ ...defaultAdaSettings, contrast: context.globals.contrast }),
  );
  root.lang = locale;
  if (context.viewMode !== "docs") return <Story />;
  return (
    <div lang={locale} className={storyLanguage}>
      <Story />
    </div>
  );
};

/**
 * Stories with `parameters.localizedArgs` get their text args in the toolbar's language, English too:
 * a story file read while another story ran in Spanish must not keep that story's language. In
 * Storybook (not in story tests) the text args are also written back, so Controls show the active
 * language, also for a story drawn in its own frame.
 */
const withLocalizedArgs: Decorator = (Story, context) => {
  const localized = argsIn(context.parameters, localeOf(context.globals));
  const text = Object.entries(localized).filter(([, value]) => typeof value === "string");
  const [args, updateArgs] = useArgs();
  const stale = text.some(([key, value]) => args[key] !== value);
  useEffect(() => {
    if (stale && !("__vitest_browser__" in window)) updateArgs(Object.fromEntries(text));
  });
  if (Object.keys(localized).length === 0) return <Story />;
  return <Story args={{ ...context.args, ...localized }} />;
};

const preview: Preview = {
  tags: ["autodocs"],
  // The first is innermost: a story's frame gets the localized args, and the args are written back
  // on the page that holds the frame, where its Controls are.
  decorators: [withViewportFrame, withLocalizedArgs, withRootSettings],
  beforeEach: ({ globals }) => setStoryLocale(globals),
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
    // Controls list what a designer sets: no event handlers, form names and ids, stores or the
    // router's link component.
    controls: {
      disableSaveFromUI: true,
      exclude: /^(on[A-Z]\w*|id|name|store|linkAs|asChild|className)$/,
    },
    options: {
      storySort: {
        order: [
          "Introduction",
          "Foundations",
          ["Introduction", "Tokens", "Themes", "Icons", "Typography", "Layout", "Brand"],
          "Patterns",
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
        // The narrowest screen the site is laid out for (WCAG reflow).
        smallMobile: {
          name: "Small phone (320)",
          styles: { width: "320px", height: "640px" },
          type: "mobile",
        },
        mobile: { name: "Mobile (375)", styles: { width: "375px", height: "740px" }, type: "mobile" },
        tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
