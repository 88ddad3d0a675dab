import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/tokens";
import { ConsoleTable } from "../console-table.tsx";
import { formatDateTime } from "../format.ts";
import * as styles from "../ops.css.ts";

/** The API tokens: label, created, last used, state, and a revoke form for each active one. */
export default function TokensView({ loaderData }: Route.ComponentProps) {
  const { tokens: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  const { tokens, csrf, revoked } = loaderData;
  return (
    <Stack gap="lg">
      <Heading level={1}>{copy.title}</Heading>
      {revoked ? <FormBanner tone="success" title={copy.title} message={copy.revokedMessage} /> : null}
      <Text>{copy.intro}</Text>
      {tokens.length === 0 ? (
        <Text>{copy.empty}</Text>
      ) : (
        <ConsoleTable
          caption={copy.caption}
          columns={[copy.label, copy.created, copy.lastUsed, copy.state, copy.revoke]}
        >
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row" className={styles.cell}>
                {token.label}
              </th>
              <td className={styles.cell}>{formatDateTime(token.createdAt, locale)}</td>
              <td className={styles.cell}>
                {token.lastUsedAt ? formatDateTime(token.lastUsedAt, locale) : copy.never}
              </td>
              <td className={styles.cell}>{token.revokedAt ? copy.revoked : copy.active}</td>
              <td className={styles.cell}>
                {token.revokedAt ? null : (
                  <form method="post">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="tokenId" value={token.id} />
                    <Button
                      type="submit"
                      variant="danger"
                      size="sm"
                      aria-label={`${copy.revoke}: ${token.label}`}
                    >
                      {copy.revoke}
                    </Button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Stack>
  );
}
