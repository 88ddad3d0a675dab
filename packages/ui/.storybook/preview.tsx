import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { defaultLocale, locales } from "@firm/content/locale";
import type { Decorator, Preview } from "@storybook/react-vite";
import "../src/theme/theme.css.ts";
import { contrastModes, defaultAdaSettings, parseAdaSettings } from "../src/theme/ada-settings.ts";
import { applySettingsAttributes } from "../src/theme/settings-attributes.ts";
import { localeOf } from "./locale.ts";
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

/** Stories with `parameters.localizedArgs` get their text args in the toolbar's language. */
const withLocalizedArgs: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  const argsFor: unknown = context.parameters.localizedArgs;
  if (locale === defaultLocale || typeof argsFor !== "function") return <Story />;
  return <Story args={{ ...context.args, ...argsFor(locale) }} />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withLocalizedArgs, withViewportFrame, withRootSettings],
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
  // The story tests run once per language and theme (vitest.config.ts sets these two).
  initialGlobals: {
    contrast: import.meta.env.STORYBOOK_CONTRAST ?? "normal",
    locale: import.meta.env.STORYBOOK_LOCALE ?? defaultLocale,
  },
  parameters: {
    a11y: { test: "error" },
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
