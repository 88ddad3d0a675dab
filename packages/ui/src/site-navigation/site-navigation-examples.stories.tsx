import { siteHeader } from "@firm/content/dictionaries/site-header";
import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { localeOf } from "../../.storybook/locale.ts";
import { SiteNavigation } from "./site-navigation.tsx";

/** Practice areas a don't promotes to the top level. */
const promoted = ["accident-injuries", "wrongful-death", "workers-compensation"] as const;

/** The header's navigation in a language, with some practice areas promoted beside What We Do or not. */
function HeaderNavigation({ locale, promote }: { locale: Locale; promote: boolean }) {
  const copy = siteHeader[locale];
  const area = (slug: (typeof firm.practiceSlugs)[number]) => ({
    name: copy.practiceAreaNames[slug],
    href: `/services/${slug}`,
  });
  return (
    <header style={{ display: "flex", justifyContent: "flex-end", padding: "1rem" }}>
      <SiteNavigation
        currentPath="/"
        items={[
          { name: copy.nav.home, href: "/" },
          { name: copy.nav.about, href: "/about" },
          { name: copy.nav.services, href: "/services", children: firm.practiceSlugs.map(area) },
          ...(promote ? promoted.map(area) : []),
          { name: copy.nav.contact, href: "/contact" },
        ]}
        labels={{
          navigation: copy.mainNavLabel,
          openMenu: copy.openMenu,
          closeMenu: copy.closeMenu,
          showSubmenu: copy.showPracticeAreas,
          hideSubmenu: copy.hidePracticeAreas,
        }}
        action={{ name: copy.consultationButton, href: "/consultation" }}
      />
    </header>
  );
}

/**
 * The site navigation's do and don't, drawn at 1280 px as on a laptop (scaled to the docs column):
 * shown on its docs page beside their reasons, not in the sidebar or the story tests. A file of their
 * own beside the stories, which already fill theirs.
 */
const meta = {
  title: "Navigation/Site navigation/Examples",
  component: HeaderNavigation,
  tags: ["!dev", "!test", "!autodocs"],
  args: { locale: "en", promote: false },
  parameters: { layout: "fullscreen", controls: { disable: true }, viewportFrameHeight: 120 },
} satisfies Meta<typeof HeaderNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DoShortNames: Story = {
  name: "Do: a few short top-level names",
  tags: ["!dev", "!test", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  render: (_args, { globals }) => <HeaderNavigation locale={localeOf(globals)} promote={false} />,
};

export const DontMoreTopLevelItems: Story = {
  name: "Don't: practice areas promoted to the top level",
  tags: ["!dev", "!test", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  render: (_args, { globals }) => <HeaderNavigation locale={localeOf(globals)} promote />,
};
