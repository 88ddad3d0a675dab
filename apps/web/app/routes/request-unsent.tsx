import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { locales } from "@firm/content/locale";
import { Container } from "@firm/ui/container";
import { Heading } from "@firm/ui/heading";
import { Section } from "@firm/ui/section";
import { Stack } from "@firm/ui/stack";
import { RequestUnsent } from "../features/contact/request-unsent.tsx";

export function meta() {
  return [
    { title: locales.map((locale) => formsCommon[locale].unsentPage.title).join(" · ") },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The page nginx answers a form's post with when the intake service cannot be reached (503): a file
 * rendered at build, outside the site's frame and without scripts, in English and then Spanish.
 */
export default function RequestUnsentPage() {
  return (
    <main id="main">
      <Section spacing="lg" labelledBy="request-unsent-heading">
        <Container width="text">
          <Stack gap="xl">
            <Heading level={1} id="request-unsent-heading">
              {locales.map((locale, index) => (
                <span key={locale} lang={locale}>
                  {index > 0 ? " · " : null}
                  {formsCommon[locale].unsentPage.title}
                </span>
              ))}
            </Heading>
            {locales.map((locale) => (
              <div key={locale} lang={locale}>
                <RequestUnsent locale={locale} copy={formsCommon[locale].unsentPage} />
              </div>
            ))}
          </Stack>
        </Container>
      </Section>
    </main>
  );
}
