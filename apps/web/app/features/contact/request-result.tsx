import { firm } from "@firm/content/firm";
import { ButtonLink } from "@firm/ui/button-link";
import { Container } from "@firm/ui/container";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Section } from "@firm/ui/section";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useSearchParams } from "react-router";
import { useCopy } from "../../lib/copy.ts";
import type { SiteCopy } from "../../lib/site-copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { RefusedFields } from "./refused-fields.tsx";

type Reasons = SiteCopy["formsCommon"]["resultPages"]["reasons"];

function isKnownReason(reasons: Reasons, reason: string | null): reason is keyof Reasons & string {
  return reason !== null && Object.hasOwn(reasons, reason);
}

/**
 * Where a form sent without JavaScript leads (the API answers it with a 303 here): the same banner
 * as the form shows, chosen by `?form=contact|consultation`, extra help for a known `?reason=`,
 * and the ways on.
 */
export function RequestResult({ outcome }: { outcome: "received" | "failed" }) {
  const { text, href } = useLocale();
  const consultation = useCopy("consultation");
  const contactPage = useCopy("contactPage");
  const copy = useCopy("formsCommon").resultPages;
  const [params] = useSearchParams();
  const form = params.get("form") === "consultation" ? "consultation" : "contact";
  const reason = params.get("reason");
  const banner = form === "consultation" ? consultation.form : contactPage.form;
  // The contact form is stored as one name: the contact page asks for it in two parts.
  const { firstName, lastName } = contactPage.form.labels;
  const fieldLabels =
    form === "consultation"
      ? consultation.form.labels
      : { ...contactPage.form.labels, name: `${firstName}, ${lastName}` };
  const received = outcome === "received";
  return (
    <Section labelledBy="request-result-heading">
      <Container width="text">
        <Stack gap="lg">
          <Heading level={1} id="request-result-heading">
            {received ? copy.receivedHeading : copy.failedHeading}
          </Heading>
          <FormBanner
            tone={received ? "success" : "error"}
            title={received ? banner.successTitle : banner.errorTitle}
            message={text(received ? banner.successMessage : banner.errorMessage)}
          />
          {!received && isKnownReason(copy.reasons, reason) ? <Text>{copy.reasons[reason]}</Text> : null}
          {received ? null : <RefusedFields fields={params.get("fields")} labels={fieldLabels} />}
          {received ? null : <Text tone="muted">{copy.backHint}</Text>}
          <Heading level={2} size="md">
            {copy.nextStepsHeading}
          </Heading>
          <Stack as="ul" direction="row" gap="md">
            <li>
              <ButtonLink href={href(`/${form}`)} variant="primary">
                {copy.formLinks[form]}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink href={firm.phones.tollFree.href} variant="call">
                {text(copy.callLink)}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink href={href("/")} variant="secondary">
                {copy.homeLink}
              </ButtonLink>
            </li>
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}
