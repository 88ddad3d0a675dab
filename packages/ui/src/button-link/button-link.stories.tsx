import { home } from "@firm/content/dictionaries/home";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { ButtonLink, type ButtonLinkProps } from "./button-link.tsx";

const hero = () => home[storyLocale()].hero;

const meta = {
  title: "Actions/Button link",
  component: ButtonLink,
  args: { href: "/consultation", children: hero().primaryButton },
  parameters: localizedArgs((locale) => ({ children: home[locale].hero.primaryButton })),
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ["primary", "secondary", "accent", "call", "attention"] as const;
const sizes = ["sm", "md", "lg"] as const;

/** Every visual prop as a control: variant, size, full width, the label and where it goes. */
export const Playground: Story = {
  argTypes: {
    variant: { control: "inline-radio", options: variants },
    size: { control: "inline-radio", options: sizes },
    fullWidth: { control: "boolean" },
    children: { control: "text" },
    href: { control: "text" },
    asChild: { table: { disable: true } },
  },
  args: { variant: "primary", size: "md", fullWidth: false },
};

const row = (label: ButtonLinkProps["children"], size?: (typeof sizes)[number]) => (
  <div key={size} style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
    {variants.map((variant) => (
      <ButtonLink key={variant} href="/consultation" variant={variant} size={size}>
        {label}
      </ButtonLink>
    ))}
  </div>
);

/** Every variant at every size, side by side. */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>{sizes.map((size) => row(args.children, size))}</div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(variants.length * sizes.length);
  },
};

/** Hover, drawn by the pseudo-states addon (the real :hover rules, no copies). */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["a"] }, controls: { disable: true } },
  render: (args) => row(args.children),
};

/** Keyboard focus: the focus ring in the theme's focus colour. */
export const Focus: Story = {
  parameters: { pseudo: { focusVisible: ["a"] }, controls: { disable: true } },
  render: (args) => row(args.children),
};

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: hero().primaryButton })).toHaveAttribute(
      "href",
      "/consultation",
    );
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };

/** A tel: link with a phone icon; the accessible name adds the number. */
export const CallNow: Story = {
  args: {
    variant: "call",
    href: firm.phones.tollFree.href,
    children: hero().callNow,
    "aria-label": fill(hero().callNowAriaLabel, siteValues(storyLocale())),
  },
  parameters: localizedArgs((locale) => ({
    children: home[locale].hero.callNow,
    "aria-label": fill(home[locale].hero.callNowAriaLabel, siteValues(locale)),
  })),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: fill(hero().callNowAriaLabel, siteValues(storyLocale())) });
    await expect(link).toHaveAttribute("href", firm.phones.tollFree.href);
    await expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** A router's link component as the element (here a stand-in that marks itself). */
function RouterLink({ href, ...props }: ComponentProps<"a">) {
  return <a data-router-link="" href={href} {...props} />;
}

export const AsChild: Story = {
  name: "With the router's link",
  args: {
    asChild: true,
    variant: "call",
    children: <RouterLink href="/contact">{hero().callNow}</RouterLink>,
  },
  parameters: localizedArgs((locale) => ({
    children: <RouterLink href="/contact">{home[locale].hero.callNow}</RouterLink>,
  })),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: hero().callNow });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link.querySelector("svg")).toBeInTheDocument();
    await expect(link.className).not.toBe("");
  },
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** The hero's two links, and, for the don't, two more pages as buttons beside them. */
function HeroLinks({ locale, extra }: { locale: Locale; extra: boolean }) {
  const copy = home[locale].hero;
  const nav = siteHeader[locale].nav;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
      <ButtonLink href="/consultation" variant="accent">
        {copy.primaryButton}
      </ButtonLink>
      <ButtonLink href={firm.phones.tollFree.href} variant="call">
        {copy.callNow}
      </ButtonLink>
      {extra ? (
        <>
          <ButtonLink href="/about" variant="secondary">
            {nav.about}
          </ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            {nav.contact}
          </ButtonLink>
        </>
      ) : null}
    </div>
  );
}

export const DoTwoAtMost: Story = {
  name: "Do: one main link and the call",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <HeroLinks locale={localeOf(globals)} extra={false} />,
};

export const DontFourInARow: Story = {
  name: "Don't: four button links in a row",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <HeroLinks locale={localeOf(globals)} extra />,
};
