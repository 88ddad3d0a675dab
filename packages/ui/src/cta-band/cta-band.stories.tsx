import { home } from "@firm/content/dictionaries/home";
import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { ButtonLink } from "../button-link/button-link.tsx";
import { Icon } from "../icon/icon.tsx";
import { Stack } from "../stack/stack.tsx";
import { CtaBand } from "./cta-band.tsx";

const bandArgs = (locale: Locale) => {
  const copy = home[locale].journey;
  return {
    title: copy.heading,
    text: copy.text,
    actions: (
      <ButtonLink href="/consultation" variant="accent" size="lg">
        {copy.button}
      </ButtonLink>
    ),
    contacts: (
      <Stack as="ul" gap="xs">
        <li>
          <a
            href={firm.phones.tollFree.href}
            aria-label={`${copy.phoneLabel}: ${firm.phones.tollFree.display}`}
          >
            <Icon name="phone" /> {firm.phones.tollFree.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${firm.email}`} aria-label={`${copy.emailLabel}: ${firm.email}`}>
            <Icon name="mail" /> {firm.email}
          </a>
        </li>
      </Stack>
    ),
  };
};

const meta = {
  title: "Sections/Call-to-action band",
  component: CtaBand,
  // Page content, not settings: hidden from Controls (the Playground offers the contacts as on/off).
  argTypes: { actions: { table: { disable: true } }, contacts: { table: { disable: true } } },
  parameters: { layout: "fullscreen", ...localizedArgs(bandArgs) },
  args: bandArgs("en"),
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every visual prop as a control: the heading, the sentence, and whether the phone and e-mail show.
 * The call to action itself is always the consultation link.
 */
export const Playground: Story = {
  argTypes: {
    title: { control: "text" },
    text: { control: "text" },
    contacts: {
      control: "boolean",
      description: "Phone and e-mail links under the call to action.",
      table: { disable: false },
    },
  },
  args: { contacts: true },
  parameters: localizedArgs((locale) => ({
    title: home[locale].journey.heading,
    text: home[locale].journey.text,
  })),
  render: (args, { globals }) => {
    const band = bandArgs(localeOf(globals));
    return (
      <CtaBand
        title={args.title}
        text={args.text || undefined}
        actions={band.actions}
        contacts={args.contacts ? band.contacts : undefined}
      />
    );
  },
};

/** The home page's journey call to action: button, phone and e-mail. */
export const Journey: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("region", { name: home[storyLocale()].journey.heading }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: home[storyLocale()].journey.button })).toHaveAttribute(
      "href",
      "/consultation",
    );
    await expect(
      canvas.getByRole("link", { name: new RegExp(home[storyLocale()].journey.phoneLabel) }),
    ).toHaveAttribute("href", firm.phones.tollFree.href);
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

export const DoOneAction: Story = {
  name: "Do: one action, the phone and e-mail beside it",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <CtaBand {...bandArgs(localeOf(globals))} />,
};

export const DontSecondButton: Story = {
  name: "Don't: a second button",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    const band = bandArgs(locale);
    return (
      <CtaBand
        {...band}
        actions={
          <Stack direction="row" gap="md">
            {band.actions}
            <ButtonLink href={firm.phones.tollFree.href} variant="call" size="lg">
              {home[locale].hero.callNow}
            </ButtonLink>
          </Stack>
        }
      />
    );
  },
};
