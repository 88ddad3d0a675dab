import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { home } from "@firm/content/dictionaries/home";
import { defaultLocale, type Locale } from "@firm/content/locale";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf } from "../../.storybook/locale.ts";
import { type ContrastMode, contrastModes } from "../theme/ada-settings.ts";
import { type ColorScheme, colorRoles, type ThemeColors } from "../theme/color-scheme.ts";
import { vars } from "../theme/contract.css.ts";
import { defaultTheme } from "../theme/themes/default.ts";
import { highContrastTheme } from "../theme/themes/high-contrast.ts";
import { invertedTheme } from "../theme/themes/inverted.ts";
import { fontSize, fonts, lineHeight, motion, palette, radius, size, space } from "../theme/tokens.ts";
import { colorRoleUses } from "./color-roles.ts";
import * as styles from "./foundations.css.ts";

const themeColors: Readonly<Record<ContrastMode, ThemeColors>> = {
  normal: defaultTheme,
  high: highContrastTheme,
  inverted: invertedTheme,
};

/** The themes by the names the site's accessibility panel gives them, in the toolbar's language. */
const themeNames = (locale: Locale) => accessibilityPanel[locale].contrastOptions;

/** The palette token a value comes from, when it is one (e.g. `navy900`). */
const paletteName = (value: string) =>
  Object.entries(palette).find(([, hex]) => hex.toLowerCase() === value.toLowerCase())?.[0];

function SchemeTable({ scheme, which }: { scheme: ColorScheme; which: "color" | "inverse" }) {
  return (
    <table className={styles.table}>
      <caption className={styles.muted}>{which === "color" ? "Page" : "Bands (inverse)"}</caption>
      <thead>
        <tr>
          <th className={styles.cell}>Swatch</th>
          <th className={styles.cell}>Role</th>
          <th className={styles.cell}>Value</th>
        </tr>
      </thead>
      <tbody>
        {colorRoles.map((role) => (
          <tr key={role}>
            <td className={styles.cell}>
              <span className={styles.chip} style={{ background: vars[which][role] }} />
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>{`${which}.${role}`}</code>
              <br />
              <span className={styles.muted}>{colorRoleUses[role]}</span>
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>{paletteName(scheme[role]) ?? scheme[role]}</code>
              {paletteName(scheme[role]) ? <span className={styles.muted}> {scheme[role]}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every colour role in all three themes, drawn from the theme's own variables, values from its file. */
function ColourRoles({ which, locale = defaultLocale }: { which: "color" | "inverse"; locale?: Locale }) {
  return (
    <div className={styles.themes}>
      {contrastModes.map((mode) => (
        <section
          key={mode}
          className={styles.themeColumn}
          data-contrast={mode}
          aria-label={themeNames(locale)[mode]}
        >
          <h3>{themeNames(locale)[mode]}</h3>
          <SchemeTable scheme={themeColors[mode][which]} which={which} />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: ColourRoles,
  args: { which: "color" },
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => <ColourRoles which={args.which} locale={localeOf(globals)} />,
} satisfies Meta<typeof ColourRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's colour roles: each swatch is the role's variable, painted in each theme. */
export const PageColours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("row")).toHaveLength(3 * (colorRoles.length + 1));
  },
};

/** Bands of the opposite lightness (hero, call to action) use the inverse roles. */
export const BandColours: Story = { args: { which: "inverse" } };

/** The raw palette in tokens.ts: themes map these to roles; components never use them directly. */
export const Palette: Story = {
  render: () => (
    <div className={styles.tiles}>
      {Object.entries(palette).map(([name, value]) => (
        <div key={name} className={styles.tile}>
          <span className={styles.chip} style={{ background: value }} />
          <code className={styles.code}>{name}</code>
          <span className={styles.muted}>{value}</span>
        </div>
      ))}
    </div>
  ),
};

/** The type scale (tokens.ts `fontSize`), each step set in the firm's own words in the toolbar's language. */
export const TypeScale: Story = {
  name: "Type scale",
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    const text = home[locale].hero;
    const steps = Object.entries(fontSize).reverse();
    return (
      <div className={styles.page}>
        <table className={styles.table}>
          <tbody>
            {steps.map(([name, value]) => (
              <tr key={name}>
                <td className={styles.cell}>
                  <code className={styles.code}>fontSize.{name}</code>
                  <br />
                  <span className={styles.muted}>{value}</span>
                </td>
                <td
                  className={styles.cell}
                  style={{
                    fontSize: vars.fontSize[name as keyof typeof fontSize],
                    fontFamily: ["display", "xxl", "xl"].includes(name) ? vars.font.heading : vars.font.body,
                    // Headings are bold wherever the components set them.
                    fontWeight: ["display", "xxl", "xl"].includes(name) ? 700 : 400,
                    lineHeight: ["display", "xxl", "xl"].includes(name)
                      ? vars.lineHeight.heading
                      : vars.lineHeight.body,
                  }}
                >
                  {["display", "xxl", "xl"].includes(name) ? text.title : text.description}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>
          Headings: <code className={styles.code}>{fonts.heading}</code>, weight 700 (line height{" "}
          {lineHeight.heading}). Body: <code className={styles.code}>{fonts.body}</code> (line height{" "}
          {lineHeight.body}). {accessibilityPanel[locale].toggles.readableFont}:{" "}
          <code className={styles.code}>{fonts.readable}</code>.
        </p>
      </div>
    );
  },
};

/** Spacing steps, radii, shadows and fixed sizes (tokens.ts and the theme's shadows). */
export const SpacingAndShape: Story = {
  name: "Spacing, radii, shadows",
  render: () => (
    <div className={styles.page}>
      <table className={styles.table}>
        <caption className={styles.muted}>Spacing</caption>
        <tbody>
          {Object.entries(space).map(([name, value]) => (
            <tr key={name}>
              <td className={styles.cell}>
                <code className={styles.code}>space.{name}</code>{" "}
                <span className={styles.muted}>{value}</span>
              </td>
              <td className={styles.cell} style={{ width: "70%" }}>
                <span className={styles.spaceBar} style={{ width: vars.space[name as keyof typeof space] }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.tiles}>
        {Object.entries(radius).map(([name, value]) => (
          <div key={name} className={styles.tile}>
            <span
              className={styles.shape}
              style={{ borderRadius: vars.radius[name as keyof typeof radius] }}
            />
            <code className={styles.code}>radius.{name}</code>
            <span className={styles.muted}>{value}</span>
          </div>
        ))}
        {(["raised", "overlay"] as const).map((name) => (
          <div key={name} className={styles.tile}>
            <span
              className={styles.shape}
              style={{ boxShadow: vars.shadow[name], borderColor: "transparent" }}
            />
            <code className={styles.code}>shadow.{name}</code>
            <span className={styles.muted}>per theme</span>
          </div>
        ))}
      </div>
      <table className={styles.table}>
        <caption className={styles.muted}>Sizes</caption>
        <tbody>
          {Object.entries(size).map(([name, value]) => (
            <tr key={name}>
              <td className={styles.cell}>
                <code className={styles.code}>size.{name}</code>
              </td>
              <td className={styles.cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
};

/** Durations (tokens.ts `motion`); the reduced-motion preference sets them all to 0 ms. Hover to play. */
export const Motion: Story = {
  render: () => (
    <div className={styles.tiles}>
      {Object.entries(motion).map(([name, value]) => (
        <div key={name} className={styles.tile}>
          <span
            className={styles.moving}
            style={{ transition: `transform ${vars.motion[name as keyof typeof motion]} ease` }}
          />
          <code className={styles.code}>motion.{name}</code>
          <span className={styles.muted}>{value}</span>
        </div>
      ))}
    </div>
  ),
};
