import { useState, type MouseEvent } from 'react';
import {
  AXIS_TEXT,
  ChartEmpty,
  ChartFigure,
  DataTable,
  GRID,
  Legend,
  defaultFormat,
  seriesColor,
  textWidth,
  type XYChartProps,
} from './chart-parts';
import { niceTicks } from './scale';

const TOP = 10;
const BOTTOM = 22;
const RIGHT = 8;

/**
 * The axes, grid and readout shared by LineChart and BarChart. One value scale starting at 0
 * (unless the data goes below it), one band per label; x labels are thinned so they never
 * overlap. Tapping or hovering the plot shows the values at that label.
 */
function XYChart(props: XYChartProps & { kind: 'line' | 'bar' }) {
  const { labels, series, kind, height = 200, integer = false } = props;
  const format = props.formatValue ?? defaultFormat;
  const [active, setActive] = useState<number | null>(null);
  const numbers = series.flatMap((s) =>
    s.values.filter((v): v is number => v !== null && Number.isFinite(v)),
  );
  // Nothing but zeros has no scale to show (its ticks would be fractions of the unit: ¥0.01, ¥0.01…).
  const empty = labels.length === 0 || numbers.every((v) => v === 0);
  const colors = series.map(seriesColor);

  const table = empty ? null : (
    <DataTable
      caption={props.title}
      columns={[props.labelHeader ?? '日期', ...series.map((s) => s.name)]}
      rows={labels.map((label, i) => ({
        label,
        cells: series.map((s) => {
          const v = s.values[i];
          return v === null || v === undefined ? '—' : format(v);
        }),
      }))}
    />
  );

  return (
    <ChartFigure title={props.title} className={props.className} style={props.style} table={table}>
      {(width) => {
        if (empty) return <ChartEmpty height={height} text={props.emptyText ?? '暂无数据'} />;
        const ticks = niceTicks(
          Math.min(0, ...numbers),
          Math.max(0, ...numbers),
          height < 160 ? 3 : 5,
          integer,
        );
        const tickText = ticks.values.map(format);
        const left = Math.ceil(Math.max(...tickText.map((t) => textWidth(t)))) + 8;
        const plotW = Math.max(1, width - left - RIGHT);
        const plotH = Math.max(1, height - TOP - BOTTOM);
        const y = (v: number) => TOP + plotH * (1 - (v - ticks.min) / (ticks.max - ticks.min));
        const band = plotW / labels.length;
        const cx = (i: number) => left + band * (i + 0.5);
        const every = Math.max(
          1,
          Math.ceil((Math.max(...labels.map((l) => textWidth(l))) + 6) / band),
        );
        const group = band * 0.64;
        const barW = group / Math.max(1, series.length);
        const dots = labels.length <= 31;

        const pick = (e: MouseEvent<SVGSVGElement>) => {
          const box = e.currentTarget.getBoundingClientRect();
          const i = Math.floor((e.clientX - box.left - left) / band);
          setActive(i >= 0 && i < labels.length ? i : null);
        };

        return (
          <>
            {series.length > 1 && (
              <Legend items={series.map((s, i) => ({ name: s.name, color: colors[i] ?? '' }))} />
            )}
            <div style={{ position: 'relative' }}>
              <svg
                aria-hidden="true"
                width={width}
                height={height}
                viewBox={`0 0 ${width} ${height}`}
                style={{ display: 'block', touchAction: 'pan-y' }}
                onClick={pick}
                onPointerMove={pick}
                onPointerLeave={() => setActive(null)}
              >
                {ticks.values.map((t, i) => (
                  <g key={t}>
                    <line x1={left} x2={width - RIGHT} y1={y(t)} y2={y(t)} stroke={GRID} />
                    <text
                      x={left - 6}
                      y={y(t)}
                      dy="0.32em"
                      textAnchor="end"
                      fontSize={11}
                      fill={AXIS_TEXT}
                    >
                      {tickText[i]}
                    </text>
                  </g>
                ))}
                {labels.map((label, i) =>
                  i % every === 0 ? (
                    <text
                      key={i}
                      x={cx(i)}
                      y={height - 6}
                      textAnchor="middle"
                      fontSize={11}
                      fill={AXIS_TEXT}
                    >
                      {label}
                    </text>
                  ) : null,
                )}
                {active !== null && (
                  <rect
                    x={left + band * active}
                    y={TOP}
                    width={band}
                    height={plotH}
                    fill="rgba(0,0,0,.04)"
                  />
                )}
                {kind === 'bar'
                  ? series.map((s, j) => (
                      <g key={s.name} fill={colors[j]} data-series={s.name}>
                        {s.values.map((v, i) => {
                          if (v === null || !Number.isFinite(v) || i >= labels.length) return null;
                          const top = Math.min(y(v), y(0));
                          return (
                            <rect
                              key={i}
                              x={cx(i) - group / 2 + j * barW + 0.5}
                              y={top}
                              width={Math.max(1, barW - 1)}
                              height={Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)))}
                              rx={Math.min(2, barW / 4)}
                            />
                          );
                        })}
                      </g>
                    ))
                  : series.map((s, j) => {
                      let d = '';
                      let pen = false;
                      s.values.forEach((v, i) => {
                        if (v === null || !Number.isFinite(v) || i >= labels.length) {
                          pen = false; // a missing value breaks the line
                          return;
                        }
                        d += `${pen ? 'L' : 'M'}${cx(i).toFixed(1)} ${y(v).toFixed(1)}`;
                        pen = true;
                      });
                      return (
                        <g key={s.name} data-series={s.name}>
                          <path
                            d={d}
                            fill="none"
                            stroke={colors[j]}
                            strokeWidth={2}
                            strokeLinejoin="round"
                          />
                          {s.values.map((v, i) =>
                            v !== null &&
                            Number.isFinite(v) &&
                            i < labels.length &&
                            (dots || i === active) ? (
                              <circle
                                key={i}
                                cx={cx(i)}
                                cy={y(v)}
                                r={i === active ? 4 : 2.5}
                                fill="#fff"
                                stroke={colors[j]}
                                strokeWidth={2}
                              />
                            ) : null,
                          )}
                        </g>
                      );
                    })}
              </svg>
              {active !== null && (
                <div
                  aria-hidden="true"
                  data-testid="chart-readout"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: Math.min(Math.max(left, cx(active) - 60), Math.max(left, width - 128)),
                    padding: '4px 8px',
                    borderRadius: 4,
                    background: 'rgba(50,50,51,.9)',
                    color: '#fff',
                    fontSize: 12,
                    lineHeight: '18px',
                    pointerEvents: 'none',
                    whiteSpace: 'nowrap',
                  }}
                >
                  <div>{labels[active]}</div>
                  {series.map((s) => {
                    const v = s.values[active];
                    return (
                      <div key={s.name}>
                        {s.name}：{v === null || v === undefined ? '—' : format(v)}
                      </div>
                    );
                  })}
                </div>
              )}
            </div>
          </>
        );
      }}
    </ChartFigure>
  );
}

/**
 * A line per series over the labels (a trend over days or weeks). A `null` value leaves a gap.
 *
 * @example
 * <LineChart title="近7日收益" labels={days} series={[{ name: '收益', values: fen }]} formatValue={formatFen} />
 */
export function LineChart(props: XYChartProps) {
  return <XYChart {...props} kind="line" />;
}

/**
 * Bars per label, grouped side by side when there are several series (orders by type, steps by
 * day).
 *
 * @example
 * <BarChart title="近7日步数" labels={days} series={[{ name: '步数', values: steps }]} integer />
 */
export function BarChart(props: XYChartProps) {
  return <XYChart {...props} kind="bar" />;
}
