import { isSystemAlertName } from "@firm/content/enums/system-alert";
import { formatFirmTime } from "@firm/content/firm-time";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/system";
import { ConsoleTable } from "../console-table.tsx";
import * as styles from "../ops.css.ts";

type Run = { ok: boolean; at: string; detail: string } | null;

/** The System page (admins): the monitoring's alerts, active first, and the backups' state. */
export default function SystemView({ loaderData }: Route.ComponentProps) {
  const { system: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  const { alerts, backup } = loaderData;
  const time = (iso: string | null) => (iso ? formatFirmTime(iso, locale) : copy.never);
  const run = (value: Run) =>
    value
      ? `${value.ok ? copy.succeeded : copy.failed}, ${formatFirmTime(value.at, locale)}${value.detail ? ` (${value.detail})` : ""}`
      : copy.never;
  const said = (name: string) =>
    isSystemAlertName(name) ? copy.alertNames[name] : `${copy.otherAlert}: ${name}`;
  const rows: [string, string][] = [
    [copy.archive, copy.archiveStates[backup.archive]],
    [copy.lastArchived, time(backup.lastArchivedAt)],
    [copy.waiting, backup.waitingSegments === null ? "–" : String(backup.waitingSegments)],
    [copy.lastFull, run(backup.lastFull)],
    [
      copy.lastBackup,
      backup.lastBackup ? `${backup.lastBackup.kind}: ${run(backup.lastBackup)}` : copy.never,
    ],
    [copy.lastCheck, run(backup.lastCheck)],
    [copy.lastVerify, run(backup.lastVerify)],
  ];
  return (
    <Stack gap="lg">
      <Heading level={1}>{copy.title}</Heading>
      <Text>{copy.intro}</Text>
      <Heading level={2}>{copy.alertsTitle}</Heading>
      {alerts.length === 0 ? (
        <Text>{copy.noAlerts}</Text>
      ) : (
        <ConsoleTable caption={copy.alertsCaption} columns={[copy.alert, copy.state, copy.since, copy.until]}>
          {alerts.map((alert) => (
            <tr key={`${alert.name}-${alert.since}`} data-state={alert.state}>
              <th scope="row" className={styles.cell}>
                {said(alert.name)}
              </th>
              <td className={styles.cell}>{alert.state === "active" ? copy.active : copy.resolved}</td>
              <td className={styles.cell}>{formatFirmTime(alert.since, locale)}</td>
              <td className={styles.cell}>
                {alert.resolvedAt ? formatFirmTime(alert.resolvedAt, locale) : "–"}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Heading level={2}>{copy.backupsTitle}</Heading>
      <ConsoleTable caption={copy.backupsCaption} columns={[copy.item, copy.value]}>
        {rows.map(([item, value]) => (
          <tr key={item}>
            <th scope="row" className={styles.cell}>
              {item}
            </th>
            <td className={styles.cell}>{value}</td>
          </tr>
        ))}
      </ConsoleTable>
    </Stack>
  );
}
