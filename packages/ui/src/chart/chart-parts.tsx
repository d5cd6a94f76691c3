import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useElementWidth } from '../use-element-width';
import { visuallyHidden } from '../visually-hidden';

/** One line or one set of bars. `null` is a missing value (a gap in a line, no bar). */
export interface ChartSeries {
  name: string;
  values: readonly (number | null)[];
  /** Default: the palette's colour at the series' index. */
  color?: string;
}

/** Props shared by LineChart and BarChart. */
export interface XYChartProps {
  /** What the chart shows: the figure's accessible name and the hidden table's caption. */
  title: string;
  /** One label per position on the x axis (dates, names). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Plot height in px. Default 200. Width follows the container. */
  height?: number;
  /** Axis ticks, readout and table values. Default: grouped digits (12,345). Pass formatFen for money. */
  formatValue?: (value: number) => string;
  /** Whole units only (people, orders, steps): no 0.5 ticks. Default false. */
  integer?: boolean;
  /** Shown instead of the plot when there is nothing to draw. Default 暂无数据. */
  emptyText?: string;
  /** Header of the table's label column. Default 日期. */
  labelHeader?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * Eight hues in an order that keeps neighbours apart. Each has at least 3:1 contrast on white
 * (WCAG's minimum for graphics).
 */
export const CHART_PALETTE = [
  '#1677ff',
  '#e8590c',
  '#0a8f4d',
  '#7232dd',
  '#c2410c',
  '#d6336c',
  '#0e7490',
  '#5c5f66',
] as const;

export const seriesColor = (s: { color?: string }, i: number) =>
  s.color ?? CHART_PALETTE[i % CHART_PALETTE.length] ?? '#1677ff';

export const defaultFormat = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

export const AXIS_TEXT = '#646566'; // 5.9:1 on white
export const GRID = '#ebedf0';

/** A rough width of text at a font size: CJK characters are square, others about half. */
export function textWidth(text: string, fontSize = 11): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/u.test(ch) ? fontSize : fontSize * 0.6;
  return w;
}

/** A row of coloured swatches naming the series. */
export function Legend({ items }: { items: { name: string; color: string; detail?: string }[] }) {
  return (
    <ul
      aria-hidden="true"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 12px',
        margin: '0 0 8px',
        padding: 0,
        listStyle: 'none',
        fontSize: 12,
        color: AXIS_TEXT,
      }}
    >
      {items.map((item) => (
        <li key={item.name} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span
            style={{ width: 10, height: 10, borderRadius: 2, background: item.color, flex: 'none' }}
          />
          <span style={{ color: '#323233' }}>{item.name}</span>
          {item.detail && <span>{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers as a table, for screen readers (the drawing is hidden from them). */
export function DataTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
}) {
  return (
    <table style={visuallyHidden}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((c, i) => (
            <th key={i} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r, i) => (
          <tr key={i}>
            <th scope="row">{r.label}</th>
            {r.cells.map((c, j) => (
              <td key={j}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The figure around every chart: named by the title, measuring its own width, with the numbers
 * as a hidden table after the (hidden) drawing.
 */
export function ChartFigure(props: {
  title: string;
  className?: string;
  style?: CSSProperties;
  table?: ReactNode;
  children: (width: number) => ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const width = useElementWidth(ref);
  return (
    <figure
      ref={ref}
      aria-label={props.title}
      className={props.className}
      style={{ position: 'relative', margin: 0, width: '100%', ...props.style }}
    >
      {props.children(width)}
      {props.table}
    </figure>
  );
}

/** The empty state of a chart: a box of the plot's height saying so. */
export function ChartEmpty({ height, text }: { height: number; text: string }) {
  return (
    <div
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 14,
        color: AXIS_TEXT,
        background: '#f7f8fa',
        borderRadius: 8,
      }}
    >
      {text}
    </div>
  );
}
