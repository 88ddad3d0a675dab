import type { FormsCommonCopy } from "@firm/content/dictionaries/forms-common";
import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { ButtonLink } from "@firm/ui/button-link";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { localizedPath } from "../../lib/locale.ts";

type UnsentCopy = FormsCommonCopy["unsentPage"];

/**
 * One language's half of the page nginx sends when a form's post cannot reach the intake service
 * (the page cannot know the visitor's language, so it speaks both): nothing was sent, and the
 * phone number and e-mail address to use instead.
 */
export function RequestUnsent({ locale, copy }: { locale: Locale; copy: UnsentCopy }) {
  const text = (value: string) => withSiteValues(value, locale);
  return (
    <Stack gap="md">
      <Heading level={2} size="lg">
        {copy.heading}
      </Heading>
      <Text size="lg">{text(copy.message)}</Text>
      <Text tone="muted">{copy.backHint}</Text>
      <Stack as="ul" direction="row" gap="md">
        <li>
          <ButtonLink href={firm.phones.tollFree.href} variant="call">
            {text(copy.callLink)}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink href={`mailto:${firm.email}`} variant="secondary">
            {text(copy.emailLink)}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink href={localizedPath("/", locale)} variant="secondary">
            {copy.homeLink}
          </ButtonLink>
        </li>
      </Stack>
    </Stack>
  );
}
