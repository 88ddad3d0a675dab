import { consultation } from "@firm/content/dictionaries/consultation";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localeOf, localizedArgs, storyLocale } from "../../.storybook/locale.ts";
import { Button } from "../button/button.tsx";
import { TextField } from "../field/text-field.tsx";
import { FormBanner } from "./form-banner.tsx";

const success = (locale: Locale) => ({
  title: homeContact[locale].successTitle,
  message: fill(homeContact[locale].successMessage, siteValues(locale)),
});

const failure = (locale: Locale) => ({
  title: homeContact[locale].errorTitle,
  message: fill(homeContact[locale].errorMessage, siteValues(locale)),
});

/** The tone's icon: present, and hidden from assistive technology (the title carries the meaning). */
const decorativeIcon = (banner: HTMLElement) => banner.querySelector("svg[aria-hidden='true']");

const meta = {
  title: "Forms/Form banner",
  component: FormBanner,
  argTypes: { ref: { table: { disable: true } } },
  args: { tone: "success", ...success("en") },
  parameters: localizedArgs(success),
} satisfies Meta<typeof FormBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every visual prop as a control: the tone, the title and the message. */
export const Playground: Story = {
  argTypes: {
    tone: { control: "inline-radio", options: ["success", "error"] },
    title: { control: "text" },
    message: { control: "text" },
  },
};

/** All variants: both tones (its one visual prop), each with its icon and its coloured edge. */
export const AllVariants: Story = {
  name: "All variants",
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      <FormBanner tone="success" {...success(localeOf(globals))} />
      <FormBanner tone="error" {...failure(localeOf(globals))} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("data-state", "success");
    await expect(canvas.getByRole("alert")).toHaveAttribute("data-state", "error");
  },
};

/** Success: a status, announced politely. */
export const Success: Story = {
  name: "Success alert",
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("status");
    await expect(banner).toHaveTextContent(success(storyLocale()).title);
    await expect(banner).toHaveTextContent(success(storyLocale()).message);
    await expect(banner).toHaveAttribute("data-state", "success");
    await expect(decorativeIcon(banner)).toBeInTheDocument();
  },
};

/** Error: an alert, announced at once; it keeps the phone number to call. */
export const ErrorBanner: Story = {
  name: "Error alert",
  args: { tone: "error", ...failure("en") },
  parameters: localizedArgs(failure),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("alert");
    await expect(banner).toHaveTextContent(siteValues(storyLocale()).phone);
    await expect(banner).toHaveAttribute("data-state", "error");
    await expect(decorativeIcon(banner)).toBeInTheDocument();
  },
};

/** The consultation form's error wording. */
export const ConsultationError: Story = {
  args: {
    tone: "error",
    title: consultation[storyLocale()].form.errorTitle,
    message: fill(consultation[storyLocale()].form.errorMessage, siteValues(storyLocale())),
  },
  parameters: localizedArgs((locale) => ({
    title: consultation[locale].form.errorTitle,
    message: fill(consultation[locale].form.errorMessage, siteValues(locale)),
  })),
};

// Do and don't examples: shown on the docs page beside their reasons, not in the sidebar or the
// tests (Storybook reads `tags` from the story's own object literal).

/** The home page's contact form, shortened, with its error banner before or after its fields. */
function FormWithBanner({ locale, bannerAt }: { locale: Locale; bannerAt: "top" | "bottom" }) {
  const text = homeContact[locale];
  const banner = <FormBanner tone="error" {...failure(locale)} />;
  return (
    <form style={{ display: "grid", gap: "1rem" }} onSubmit={(event) => event.preventDefault()}>
      {bannerAt === "top" ? banner : null}
      <TextField label={text.nameLabel} name={`${bannerAt}-name`} autoComplete="name" />
      <TextField label={text.emailLabel} name={`${bannerAt}-email`} type="email" autoComplete="email" />
      <div>
        <Button type="submit">{text.submit}</Button>
      </div>
      {bannerAt === "bottom" ? banner : null}
    </form>
  );
}

export const DoBannerAtTop: Story = {
  name: "Do: the banner at the top of its form",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <FormWithBanner locale={localeOf(globals)} bannerAt="top" />,
};

export const DontBannerAtBottom: Story = {
  name: "Don't: the banner under the send button",
  tags: ["!dev", "!test", "!autodocs"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <FormWithBanner locale={localeOf(globals)} bannerAt="bottom" />,
};
