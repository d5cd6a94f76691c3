import type { CSSProperties } from 'react';
import {
  AXIS_TEXT,
  ChartEmpty,
  ChartFigure,
  DataTable,
  Legend,
  defaultFormat,
  seriesColor,
} from './chart-parts';

/** One slice. */
export interface DonutItem {
  name: string;
  value: number;
  color?: string;
}

/** Props of DonutChart. */
export interface DonutChartProps {
  title: string;
  items: readonly DonutItem[];
  /** Diameter in px. Default 160 (never wider than the container). */
  size?: number;
  /** Under the total in the middle, e.g. 总人数. Default 合计. */
  centerLabel?: string;
  formatValue?: (value: number) => string;
  emptyText?: string;
  /** Header of the table's first column. Default 类别. */
  labelHeader?: string;
  className?: string;
  style?: CSSProperties;
}

const percent = (part: number, total: number) => `${((part / total) * 100).toFixed(1)}%`;

/** The SVG path of a ring slice from angle a0 to a1 (radians, 0 at 12 o'clock, clockwise). */
function slice(cx: number, cy: number, r: number, inner: number, a0: number, a1: number): string {
  const p = (radius: number, a: number) =>
    `${(cx + radius * Math.sin(a)).toFixed(2)} ${(cy - radius * Math.cos(a)).toFixed(2)}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${p(r, a0)}A${r} ${r} 0 ${large} 1 ${p(r, a1)}L${p(inner, a1)}A${inner} ${inner} 0 ${large} 0 ${p(inner, a0)}Z`;
}

/**
 * Shares of a whole as a ring (people by gender, orders by business type), the total in the
 * middle and a legend with each share's value and percentage. Zero and negative values are
 * left out; nothing to show gives the empty state.
 *
 * @example <DonutChart title="报名人员性别" items={[{ name: '男', value: 38 }, { name: '女', value: 45 }]} centerLabel="总人数" />
 */
export function DonutChart(props: DonutChartProps) {
  const format = props.formatValue ?? defaultFormat;
  const items = props.items.filter((i) => Number.isFinite(i.value) && i.value > 0);
  const colors = props.items.map(seriesColor);
  const colorOf = (item: DonutItem) => colors[props.items.indexOf(item)] ?? '';
  const total = items.reduce((sum, i) => sum + i.value, 0);

  const table =
    total > 0 ? (
      <DataTable
        caption={props.title}
        columns={[props.labelHeader ?? '类别', '数值', '占比']}
        rows={items.map((i) => ({
          label: i.name,
          cells: [format(i.value), percent(i.value, total)],
        }))}
      />
    ) : null;

  return (
    <ChartFigure title={props.title} className={props.className} style={props.style} table={table}>
      {(width) => {
        const size = Math.min(props.size ?? 160, width);
        if (total <= 0) return <ChartEmpty height={size} text={props.emptyText ?? '暂无数据'} />;
        const r = size / 2;
        const inner = r * 0.62;
        let angle = 0;
        return (
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
            <svg
              aria-hidden="true"
              width={size}
              height={size}
              viewBox={`0 0 ${size} ${size}`}
              style={{ flex: 'none' }}
            >
              {items.map((item) => {
                const a0 = angle;
                angle += (item.value / total) * Math.PI * 2;
                // A whole ring cannot be one arc (its ends meet): draw it as two halves.
                const d =
                  items.length === 1
                    ? slice(r, r, r, inner, 0, Math.PI) +
                      slice(r, r, r, inner, Math.PI, Math.PI * 2)
                    : slice(r, r, r, inner, a0, angle);
                return (
                  <path
                    key={item.name}
                    d={d}
                    fill={colorOf(item)}
                    stroke="#fff"
                    strokeWidth={items.length > 1 ? 1 : 0}
                    data-name={item.name}
                  />
                );
              })}
              <text
                x={r}
                y={r - 4}
                textAnchor="middle"
                fontSize={18}
                fontWeight={600}
                fill="#323233"
              >
                {format(total)}
              </text>
              <text x={r} y={r + 16} textAnchor="middle" fontSize={12} fill={AXIS_TEXT}>
                {props.centerLabel ?? '合计'}
              </text>
            </svg>
            <div style={{ flex: '1 1 120px' }}>
              <Legend
                items={items.map((item) => ({
                  name: item.name,
                  color: colorOf(item),
                  detail: `${format(item.value)} · ${percent(item.value, total)}`,
                }))}
              />
            </div>
          </div>
        );
      }}
    </ChartFigure>
  );
}
