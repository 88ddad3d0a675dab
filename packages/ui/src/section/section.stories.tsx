import { home } from "@firm/content/dictionaries/home";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, storyLocale } from "../../.storybook/locale.ts";
import { ButtonLink } from "../button-link/button-link.tsx";
import { Container } from "../container/container.tsx";
import { Heading } from "../heading/heading.tsx";
import { Stack } from "../stack/stack.tsx";
import { Text } from "../text/text.tsx";
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
