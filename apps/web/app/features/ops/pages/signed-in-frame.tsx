import { isSystemAlertName } from "@firm/content/enums/system-alert";
import { formatFirmTime } from "@firm/content/firm-time";
import { fill } from "@firm/content/template";
import type { ActiveAlert } from "@firm/intake/console/system";
import { FormBanner } from "@firm/ui/form-banner";
import { Stack } from "@firm/ui/stack";
import { Outlet } from "react-router";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";

/**
 * While the monitoring reports an alert (infra/monitoring, through the API), every signed-in member
 * sees it at the top of every page, in the console's language, with when it started; it goes when
 * the alert resolves. Several alerts share one banner, a sentence each, so a record's call card
 * stays on the first screen.
 */
export function SystemBanner({ alerts }: { alerts: readonly ActiveAlert[] }) {
  const { systemBanner: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  if (alerts.length === 0) return null;
  const message = alerts
    .map((alert) =>
      fill(isSystemAlertName(alert.name) ? copy.alerts[alert.name] : copy.other, {
        since: formatFirmTime(alert.since, locale),
      }),
    )
    .join(" ");
  return (
    <section aria-label={copy.label}>
      <FormBanner tone="error" title={copy.title} message={message} />
    </section>
  );
}

/** The pages past sign-in: the system banner (when an alert is active), then the page. */
export default function SignedInFrame({ alerts }: { alerts: readonly ActiveAlert[] }) {
  return (
    <Stack gap="md">
      <SystemBanner alerts={alerts} />
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
