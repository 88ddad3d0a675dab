import { ButtonLink } from "@firm/ui/button-link";
import { Container } from "@firm/ui/container";
import { Heading } from "@firm/ui/heading";
import { Section } from "@firm/ui/section";
import { Text } from "@firm/ui/text";
import notFoundLog from "../features/not-found/not-found-log.island.tsx";
import { Island } from "../islands/island.tsx";
import { mergedCopy, useCopy } from "../lib/copy.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: mergedCopy(matches).notFound?.metaTitle }, { name: "robots", content: "noindex" }];
}

/** Any other path answers 404 with this page (docs/product.md#2-routes). */
export function loader() {
  throw new Response(null, { status: 404 });
}

export function ErrorBoundary() {
  const { href } = useLocale();
  const copy = useCopy("notFound");
  return (
    <Section spacing="lg">
      <Container width="text">
        <Heading level={1}>{copy.code}</Heading>
        <Text size="lg">{copy.message}</Text>
        <ButtonLink href={href("/")}>{copy.home}</ButtonLink>
        <Island of={notFoundLog} props={{}} />
      </Container>
    </Section>
  );
}

export default function NotFound() {
  return null;
}
