import { sourceChannelLabels } from "@firm/content/enums/source-channel";
import type { Locale } from "@firm/content/locale";
import { fill } from "@firm/content/template";
import { scaleBand, scaleLinear } from "d3-scale";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { ChartFigure } from "./chart-figure.tsx";
import * as styles from "./figures.css.ts";
import { formatCount } from "./figures-format.ts";
import { sourcePhrase } from "./source-words.ts";
import type { TeamFigures } from "./types.ts";

const width = 640;
const margin = { top: 40, right: 24, bottom: 32, left: 8 };
const labelWidth = 230;
/** Longer names are cut on the chart (the table gives them whole). */
const longestLabel = 30;

type Row = TeamFigures["perSource"][number];
type Measure = "requests" | "scheduled" | "signed";
const measures: readonly Measure[] = ["requests", "scheduled", "signed"];

/** A source as the chart and its table name it: "Google Ads", "Referral from calbar.ca.gov", "Direct…". */
function sourceLabel(row: Row, locale: Locale, copy: Parameters<typeof sourcePhrase>[3]): string {
  return row.channel === "direct" || row.channel === "unknown"
    ? sourceChannelLabels[locale][row.channel]
    : sourcePhrase(row.channel, row.name, locale, copy);
}

/** Where the legend's `index`th entry starts: after the ones before it (13px text, about 7.5px a letter). */
const legendAt = (labels: readonly string[], index: number) =>
  margin.left + labels.slice(0, index).reduce((at, label) => at + 34 + label.length * 7.5, 0);

const cut = (label: string) => (label.length > longestLabel ? `${label.slice(0, longestLabel - 1)}…` : label);

/** The inbox filtered to one source's requests. */
const inboxOf = (row: Row) => `/ops?${new URLSearchParams({ source: row.channel, sourceName: row.name })}`;

/**
 * Requests per source: for each source a bar of its requests, and inside it those that
 * reached "scheduled" and those "signed", darker as they go; the three counts at the bar's end in
 * the legend's order, and the same numbers in the table, whose names open the inbox on that source.
 */
export function SourceChart({ figures }: { figures: Pick<TeamFigures, "perSource" | "otherSources"> }) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const words = copy.figures.perSource;
  const { perSource, otherSources } = figures;
  const rowHeight = 34;
  const height = margin.top + Math.max(1, perSource.length) * rowHeight + margin.bottom;
  const max = Math.max(1, ...perSource.map((row) => row.requests));
  const key = (row: Row) => `${row.channel}|${row.name}`;
  const y = scaleBand()
    .domain(perSource.map(key))
    .range([margin.top, height - margin.bottom])
    .padding(0.2);
  const x = scaleLinear()
    .domain([0, max])
    .nice()
    .range([labelWidth, width - margin.right - 70]);
  const counts = (row: { requests: number; scheduled: number; signed: number }) =>
    measures.map((measure) => formatCount(row[measure], locale));
  const legend = [words.requests, words.scheduled, words.signed];
  const others =
    otherSources.sources > 0
      ? [
          [
            otherSources.sources === 1
              ? words.otherOne
              : fill(words.otherMany, { count: formatCount(otherSources.sources, locale) }),
            ...counts(otherSources),
          ] as const,
        ]
      : [];
  return (
    <ChartFigure
      title={words.title}
      summary={perSource.length ? words.intro : words.empty}
      width={width}
      height={height}
      table={{
        columns: [words.source, ...legend],
        rows: [
          ...perSource.map(
            (row) =>
              [
                <a key={key(row)} href={inboxOf(row)}>
                  {sourceLabel(row, locale, copy)}
                </a>,
                ...counts(row),
              ] as const,
          ),
          ...others,
        ],
      }}
    >
      {legend.map((label, index) => (
        <g key={label} transform={`translate(${legendAt(legend, index)}, 8)`}>
          <rect className={styles.sourceMark[measures[index] ?? "requests"]} width={14} height={14} />
          <text className={styles.axisText} x={20} y={7} dy="0.32em">
            {label}
          </text>
        </g>
      ))}
      {perSource.map((row) => {
        const top = y(key(row)) ?? 0;
        const band = y.bandwidth();
        const middle = top + band / 2;
        return (
          <g key={key(row)}>
            <text className={styles.axisText} x={labelWidth - 8} y={middle} dy="0.32em" textAnchor="end">
              {cut(sourceLabel(row, locale, copy))}
            </text>
            {measures.map((measure, index) => (
              <rect
                key={measure}
                className={styles.sourceMark[measure]}
                x={labelWidth}
                y={top + index * (band / 6)}
                width={x(row[measure]) - labelWidth}
                height={band - index * (band / 3)}
              />
            ))}
            <text className={styles.axisText} x={x(row.requests) + 6} y={middle} dy="0.32em">
              {counts(row).join(" · ")}
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
