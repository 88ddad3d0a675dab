import { type CaseType, caseTypeLabels } from "@firm/content/enums/case-type";
import { scaleBand, scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { ChartFigure } from "./chart-figure.tsx";
import * as styles from "./figures.css.ts";
import { formatCount, formatDuration, formatLongDay, formatShortDay } from "./figures-format.ts";
import type { TeamFigures } from "./types.ts";

/** The drawing's own units (the SVG scales to its column): wide enough for 90 days, short enough to scan. */
const width = 640;
const margin = { top: 12, right: 24, bottom: 32, left: 44 };

type Point = [number, number];

/** Whole-number ticks of a count's scale (no "0.5 requests"). */
const countTicks = (scale: { ticks: (count: number) => number[] }, max: number) =>
  scale.ticks(Math.min(5, Math.max(1, max))).filter(Number.isInteger);

/** Requests per calendar day: a line over the period, today at its right end. */
export function DayChart({ perDay }: { perDay: TeamFigures["perDay"] }) {
  const { figures } = useCopy("opsConsole");
  const { locale } = usePage();
  const height = 240;
  const max = Math.max(1, ...perDay.map((entry) => entry.count));
  const total = perDay.reduce((sum, entry) => sum + entry.count, 0);
  const x = scaleLinear()
    .domain([0, Math.max(1, perDay.length - 1)])
    .range([margin.left, width - margin.right]);
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([height - margin.bottom, margin.top]);
  const points: Point[] = perDay.map((entry, index) => [x(index), y(entry.count)]);
  const every = Math.max(1, Math.ceil(perDay.length / 6));
  const labelled = perDay
    .map((entry, index) => ({ ...entry, index }))
    .filter(({ index }) => (perDay.length - 1 - index) % every === 0);
  return (
    <ChartFigure
      title={figures.perDay.title}
      summary={`${formatCount(total, locale)} ${total === 1 ? figures.requestInPeriod : figures.requestsInPeriod}`}
      width={width}
      height={height}
      table={{
        columns: [figures.perDay.day, figures.perDay.requests],
        rows: perDay.map((entry) => [formatLongDay(entry.day, locale), formatCount(entry.count, locale)]),
      }}
    >
      {countTicks(y, max).map((tick) => (
        <g key={tick}>
          <line
            className={styles.gridLine}
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className={styles.axisText} x={margin.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatCount(tick, locale)}
          </text>
        </g>
      ))}
      <path className={styles.area} d={area<Point>().y0(y(0))(points) ?? ""} />
      <path className={styles.line} d={line<Point>()(points) ?? ""} />
      {perDay.length <= 31
        ? points.map(([cx, cy], index) => (
            <circle key={perDay[index]?.day} className={styles.dot} cx={cx} cy={cy} r={3} />
          ))
        : null}
      <line
        className={styles.axisLine}
        x1={margin.left}
        x2={width - margin.right}
        y1={height - margin.bottom}
        y2={height - margin.bottom}
      />
      {labelled.map((entry) => (
        <text
          key={entry.day}
          className={styles.axisText}
          x={x(entry.index)}
          y={height - margin.bottom + 18}
          textAnchor="middle"
        >
          {formatShortDay(entry.day, locale)}
        </text>
      ))}
    </ChartFigure>
  );
}

/** Requests per case type: one horizontal bar each, most requests first, its count at its end. */
export function CaseTypeChart({ perCaseType }: { perCaseType: TeamFigures["perCaseType"] }) {
  const { figures } = useCopy("opsConsole");
  const { locale } = usePage();
  const labels = caseTypeLabels[locale];
  const labelOf = (caseType: string) =>
    caseType && caseType in labels ? labels[caseType as CaseType] : figures.perCaseType.none;
  const labelWidth = 190;
  const rowHeight = 32;
  const height = margin.top + Math.max(1, perCaseType.length) * rowHeight + margin.bottom;
  const max = Math.max(1, ...perCaseType.map((entry) => entry.count));
  const y = scaleBand()
    .domain(perCaseType.map((entry) => entry.caseType))
    .range([margin.top, height - margin.bottom])
    .padding(0.25);
  const x = scaleLinear()
    .domain([0, max])
    .nice()
    .range([labelWidth, width - margin.right - 24]);
  return (
    <ChartFigure
      title={figures.perCaseType.title}
      summary={perCaseType.length ? undefined : figures.perCaseType.empty}
      width={width}
      height={height}
      table={{
        columns: [figures.perCaseType.caseType, figures.perCaseType.requests],
        rows: perCaseType.map((entry) => [labelOf(entry.caseType), formatCount(entry.count, locale)]),
      }}
    >
      {countTicks(x, max).map((tick) => (
        <g key={tick}>
          <line
            className={styles.gridLine}
            x1={x(tick)}
            x2={x(tick)}
            y1={margin.top}
            y2={height - margin.bottom}
          />
          <text className={styles.axisText} x={x(tick)} y={height - margin.bottom + 18} textAnchor="middle">
            {formatCount(tick, locale)}
          </text>
        </g>
      ))}
      {perCaseType.map((entry) => {
        const top = y(entry.caseType) ?? 0;
        const middle = top + y.bandwidth() / 2;
        return (
          <g key={entry.caseType}>
            <text className={styles.axisText} x={labelWidth - 8} y={middle} dy="0.32em" textAnchor="end">
              {labelOf(entry.caseType)}
            </text>
            <rect
              className={styles.bar}
              x={labelWidth}
              y={top}
              width={x(entry.count) - labelWidth}
              height={y.bandwidth()}
            />
            <text className={styles.axisText} x={x(entry.count) + 6} y={middle} dy="0.32em">
              {formatCount(entry.count, locale)}
            </text>
          </g>
        );
      })}
      <line
        className={styles.axisLine}
        x1={labelWidth}
        x2={labelWidth}
        y1={margin.top}
        y2={height - margin.bottom}
      />
    </ChartFigure>
  );
}

/** The first-response time: the median and the 90th percentile as two bars on an axis of hours. */
export function ResponseChart({ firstResponse }: { firstResponse: TeamFigures["firstResponse"] }) {
  const { figures } = useCopy("opsConsole");
  const { locale } = usePage();
  const copy = figures.firstResponse;
  const measures = [
    { key: "median", label: copy.median, seconds: firstResponse.medianSeconds },
    { key: "p90", label: copy.p90, seconds: firstResponse.p90Seconds },
  ];
  const shown = (seconds: number | null) => (seconds === null ? "–" : formatDuration(seconds, figures));
  const labelWidth = 150;
  const height = 150;
  const plotEnd = width - margin.right - 96;
  const maxHours = Math.max(1, ...measures.map((measure) => (measure.seconds ?? 0) / 3600));
  const x = scaleLinear().domain([0, maxHours]).nice().range([labelWidth, plotEnd]);
  const y = scaleBand()
    .domain(measures.map((measure) => measure.key))
    .range([margin.top, height - margin.bottom - 16])
    .padding(0.3);
  const axisY = height - margin.bottom - 16;
  return (
    <ChartFigure
      title={copy.title}
      summary={
        firstResponse.answered
          ? `${formatCount(firstResponse.answered, locale)} ${firstResponse.answered === 1 ? copy.answeredOne : copy.answered}`
          : copy.none
      }
      width={width}
      height={height}
      table={{
        columns: [copy.measure, copy.time],
        rows: measures.map((measure) => [measure.label, shown(measure.seconds)]),
      }}
    >
      {x.ticks(5).map((tick) => (
        <g key={tick}>
          <line className={styles.gridLine} x1={x(tick)} x2={x(tick)} y1={margin.top} y2={axisY} />
          <text className={styles.axisText} x={x(tick)} y={axisY + 18} textAnchor="middle">
            {formatCount(tick, locale)}
          </text>
        </g>
      ))}
      <text className={styles.axisText} x={(labelWidth + plotEnd) / 2} y={height - 4} textAnchor="middle">
        {copy.axis}
      </text>
      {measures.map((measure) => {
        const top = y(measure.key) ?? 0;
        const middle = top + y.bandwidth() / 2;
        const end = x((measure.seconds ?? 0) / 3600);
        return (
          <g key={measure.key}>
            <text className={styles.axisText} x={labelWidth - 8} y={middle} dy="0.32em" textAnchor="end">
              {measure.label}
            </text>
            <rect
              className={styles.bar}
              x={labelWidth}
              y={top}
              width={end - labelWidth}
              height={y.bandwidth()}
            />
            <text className={styles.axisText} x={end + 6} y={middle} dy="0.32em">
              {shown(measure.seconds)}
            </text>
          </g>
        );
      })}
      <line className={styles.axisLine} x1={labelWidth} x2={labelWidth} y1={margin.top} y2={axisY} />
    </ChartFigure>
  );
}
