import type { Preview } from "@storybook/react-vite";
import "../src/theme/theme.css.ts";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    a11y: { test: "error" },
    layout: "padded",
  },
};

export default preview;
