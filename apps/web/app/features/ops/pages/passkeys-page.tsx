import { visibleLine } from "@firm/content/visible-text";
import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/passkeys";
import { ConsoleTable } from "../console-table.tsx";
import { formatDateTime } from "../format.ts";
import * as styles from "../ops.css.ts";
import { PasskeyRegisterIsland } from "../passkey-islands.tsx";

/** My passkeys: when each was added and last used, remove one, add one (the island). */
export default function PasskeysView({ loaderData }: Route.ComponentProps) {
  const { passkeys: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  const { passkeys, csrf, done } = loaderData;
  return (
    <Stack gap="lg">
      <Heading level={1}>{copy.title}</Heading>
      {done ? (
        <FormBanner
          tone="success"
          title={copy.title}
          message={done === "added" ? copy.addedMessage : copy.removed}
        />
      ) : null}
      <Text>{copy.intro}</Text>
      {passkeys.length === 0 ? (
        <Text>{copy.none}</Text>
      ) : (
        <ConsoleTable caption={copy.caption} columns={[copy.name, copy.added, copy.lastUsed, copy.remove]}>
          {passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <th scope="row" className={styles.cell}>
                {passkey.name ? visibleLine(passkey.name) : copy.title}
              </th>
              <td className={styles.cell}>{formatDateTime(passkey.createdAt, locale)}</td>
              <td className={styles.cell}>
                {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, locale) : copy.never}
              </td>
              <td className={styles.cell}>
                <form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={`${copy.remove}: ${passkey.name ? visibleLine(passkey.name) : copy.title}`}
                  >
                    {copy.remove}
                  </Button>
                </form>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Stack gap="md" align="start">
        <Heading level={2} size="md">
          {copy.add}
        </Heading>
        <PasskeyRegisterIsland csrf={csrf} />
      </Stack>
    </Stack>
  );
}
