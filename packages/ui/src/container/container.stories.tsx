import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Section } from "../section/section.tsx";
import { Text } from "../text/text.tsx";
import { Container } from "./container.tsx";

const meta = {
  title: "Foundations/Layout/Container",
  component: Container,
  argTypes: { children: { table: { disable: true } } },
  args: { children: <Text>{home[storyLocale()].process.intro}</Text> },
  parameters: {
    layout: "fullscreen",
    ...localizedArgs((locale) => ({ children: <Text>{home[locale].process.intro}</Text> })),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: the page width or the reading width. */
export const Playground: Story = {
  argTypes: { width: { control: "inline-radio", options: ["page", "text"] } },
  args: { width: "page" },
};

/** All variants: both widths (its one visual prop), one above the other, each outlined. */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "grid", gap: "1.5rem" }}>
      {(["page", "text"] as const).map((width) => (
        <div key={width} style={{ outline: "1px dashed currentColor" }}>
          <Container width={width}>{args.children}</Container>
        </div>
      ))}
    </div>
  ),
};

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const box = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1248);
  },
};

export const TextWidth: Story = { args: { width: "text" } };

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** A muted band with the process introduction: the container inside the band, or around it. */
function Band({ locale, containerInside }: { locale: Locale; containerInside: boolean }) {
  const text = <Text>{home[locale].process.intro}</Text>;
  if (containerInside) {
    return (
      <Section tone="muted" spacing="md">
        <Container>{text}</Container>
      </Section>
    );
  }
  return (
    <Container>
      <Section tone="muted" spacing="md">
        {text}
      </Section>
    </Container>
  );
}

export const DoContainerInsideBand: Story = {
  name: "Do: the band edge to edge, the content in a container",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Band locale={localeOf(globals)} containerInside />,
};

export const DontContainerAroundBand: Story = {
  name: "Don't: a container around the band",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Band locale={localeOf(globals)} containerInside={false} />,
};
