import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { ProcessSteps } from "./process-steps.tsx";

const meta = {
  title: "Content/Process steps",
  component: ProcessSteps,
  args: { steps: home[storyLocale()].process.steps },
  parameters: localizedArgs((locale) => ({ steps: home[locale].process.steps })),
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control: the steps (titles and descriptions) and their heading level. */
export const Playground: Story = {
  argTypes: {
    steps: { control: "object" },
    headingLevel: { control: "inline-radio", options: [3, 4] },
  },
  args: { headingLevel: 3 },
};

/** Three steps: the shortest process worth numbering. */
export const ThreeSteps: Story = {
  args: { steps: home[storyLocale()].process.steps.slice(0, 3) },
  parameters: localizedArgs((locale) => ({ steps: home[locale].process.steps.slice(0, 3) })),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  },
};

/** The home page's seven steps, A to Z. */
export const SevenSteps: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(7);
    await expect(canvas.getByRole("list").tagName).toBe("OL");
    await expect(getComputedStyle(items[0] as HTMLElement, "::before").content).toBe("counter(step)");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoSeveralSteps: Story = {
  name: "Do: the steps of a process, in order",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <ProcessSteps steps={home[localeOf(globals)].process.steps.slice(0, 3)} />,
};

export const DontOneStep: Story = {
  name: "Don't: a process of one step",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <ProcessSteps steps={home[localeOf(globals)].process.steps.slice(0, 1)} />,
};
