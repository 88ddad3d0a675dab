import { home } from "@firm/content/dictionaries/home";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, storyLocale } from "../../.storybook/locale.ts";
import { ButtonLink } from "../button-link/button-link.tsx";
import { Container } from "../container/container.tsx";
import { Heading } from "../heading/heading.tsx";
import { Stack } from "../stack/stack.tsx";
import { Text } from "../text/text.tsx";
import { media } from "../theme/tokens.ts";
import { Section } from "./section.tsx";

const meta = {
  title: "Foundations/Layout/Section",
  component: Section,
  parameters: { layout: "fullscreen" },
  args: { labelledBy: "band-heading", children: null },
  render: (args, { globals }) => {
    const copy = home[localeOf(globals)].attorneysBand;
    return (
      <Section {...args}>
        <Container>
          <Stack gap="lg" align="start">
            <Heading level={2} id="band-heading">
              {copy.heading}
            </Heading>
            <Text>{copy.text}</Text>
            <ButtonLink href="/about">{home[localeOf(globals)].aboutSection.learnMore}</ButtonLink>
          </Stack>
        </Container>
      </Section>
    );
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: the band's tone and its vertical spacing. */
export const Playground: Story = {
  argTypes: {
    tone: { control: "inline-radio", options: ["default", "muted", "inverse"] },
    spacing: { control: "inline-radio", options: ["md", "lg"] },
    labelledBy: { control: false },
    children: { control: false },
  },
  args: { tone: "default", spacing: "lg" },
};

/** The words of a band of each tone. */
const bands = (locale: Locale) => {
  const copy = home[locale];
  return [
    { tone: "default", heading: copy.attorneysBand.heading, text: copy.attorneysBand.text },
    { tone: "muted", heading: copy.services.heading, text: copy.services.intro },
    { tone: "inverse", heading: copy.finalCta.heading, text: copy.finalCta.text },
  ] as const;
};

const tones = ["default", "muted", "inverse"] as const;
type Tone = (typeof tones)[number];
type Spacing = "md" | "lg";

/**
 * The three bands' words, one under another, in the tones given, each a region named by its heading
 * (ids prefixed: one docs page) unless `unnamed` (a second copy of the same words).
 */
function Bands({
  locale,
  tones,
  id,
  spacing = "md",
  unnamed = false,
}: {
  locale: Locale;
  tones: readonly Tone[];
  id: string;
  spacing?: Spacing;
  unnamed?: boolean;
}) {
  return (
    <>
      {bands(locale).map((band, index) => (
        <Section
          key={band.tone}
          tone={tones[index]}
          spacing={spacing}
          labelledBy={unnamed ? undefined : `${id}-${band.tone}`}
        >
          <Container>
            <Stack gap="md" align="start">
              <Heading level={2} id={`${id}-${band.tone}`}>
                {band.heading}
              </Heading>
              <Text>{band.text}</Text>
            </Stack>
          </Container>
        </Section>
      ))}
    </>
  );
}

/** Every tone at each spacing, one under another, as bands follow each other down a page. */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <>
      <Bands locale={localeOf(globals)} tones={tones} id="band-lg" spacing="lg" />
      <Bands locale={localeOf(globals)} tones={tones} id="band-md" spacing="md" unnamed />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const shown = bands(storyLocale());
    const sections = [...canvasElement.querySelectorAll("section")];
    await expect(sections).toHaveLength(shown.length * 2);
    const padding = (band?: Element) => Number.parseFloat(getComputedStyle(band ?? document.body).paddingTop);
    for (const [index, band] of shown.entries()) {
      // The lg bands are named regions; their md copies below are plain sections (one name, one landmark).
      await expect(canvas.getByRole("region", { name: band.heading })).toBe(sections[index]);
      const [large, medium] = [sections[index], sections[index + shown.length]];
      // lg grows on large screens; on a phone both spacings are the same.
      if (window.matchMedia(media.desktop).matches)
        await expect(padding(large)).toBeGreaterThan(padding(medium));
      else await expect(padding(large)).toBe(padding(medium));
    }
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("region", { name: home[storyLocale()].attorneysBand.heading }),
    ).toBeInTheDocument();
  },
};

export const Muted: Story = { args: { tone: "muted" } };

/** A navy band: components inside read the inverse scheme (light text, light primary button). */
export const Inverse: Story = { args: { tone: "inverse" } };

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoAlternateTones: Story = {
  name: "Do: tones that alternate down the page",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Bands locale={localeOf(globals)} tones={tones} id="do-band" />,
};

export const DontInverseTwice: Story = {
  name: "Don't: two inverse bands in a row",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Bands locale={localeOf(globals)} tones={["default", "inverse", "inverse"]} id="dont-band" />
  ),
};
