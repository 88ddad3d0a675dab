import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useId } from "react";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/figures";
import { CaseTypeChart, DayChart, ResponseChart } from "../figure-charts.tsx";
import * as styles from "../figures.css.ts";
import { formatCount, formatLongDay } from "../figures-format.ts";
import { SourceChart } from "../source-chart.tsx";

const periods = [30, 90] as const;

/**
 * The team's figures: the period's choice as two links (no script), the requests per
 * day, per case type and per source, the first-response time and the overdue count, each chart with
 * its table.
 */
export default function FiguresView({ loaderData }: Route.ComponentProps) {
  const { figures: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  const { figures } = loaderData;
  const overdueId = useId();
  return (
    <Stack gap="lg">
      <Heading level={1}>{copy.title}</Heading>
      <Text>{copy.intro}</Text>
      <nav aria-label={copy.period}>
        <ul className={styles.periods}>
          {periods.map((days) => (
            <li key={days}>
              <a
                href={`/ops/figures?days=${days}`}
                aria-current={figures.days === days ? "page" : undefined}
                className={figures.days === days ? styles.current : undefined}
              >
                {copy.periodDays[days]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Text>
        {copy.from} {formatLongDay(figures.from, locale)} {copy.to} {formatLongDay(figures.to, locale)}
      </Text>
      <section aria-labelledby={overdueId} className={styles.figure}>
        <h2 id={overdueId} className={styles.caption}>
          {copy.overdue.title}
        </h2>
        <p>
          <span className={styles.bigNumber}>{formatCount(figures.overdue, locale)}</span>{" "}
          {figures.overdue === 1 ? copy.overdue.one : copy.overdue.other}
        </p>
        {figures.overdue > 0 ? (
          <p>
            <a href="/ops?overdue=true&sort=due">{copy.overdue.open}</a>
          </p>
        ) : null}
      </section>
      <div className={styles.grid}>
        <DayChart perDay={figures.perDay} />
        <CaseTypeChart perCaseType={figures.perCaseType} />
        <ResponseChart firstResponse={figures.firstResponse} />
        <SourceChart figures={figures} />
      </div>
    </Stack>
  );
}
