import type { statis } from '@tongxin/api-client';

const COLORS = ['#b8400e', '#2b8a3e', '#1864ab', '#862e9c', '#e67700', '#0b7285'];

/**
 * A bar chart as plain SVG (no chart library: the page stays a few KB). `format` writes a value
 * (e.g. fen as ¥); bars scale to the largest value; every bar is labelled for screen readers.
 */
export function BarChart({ title, data, format = String }: { title: string; data: readonly statis.Bucket[]; format?: (value: number) => string }) {
  const w = 600;
  const h = 260;
  const top = 28;
  const bottom = 40;
  const max = Math.max(1, ...data.map((d) => d.value));
  const slot = w / Math.max(1, data.length);
  const bar = Math.min(56, slot * 0.6);
  return (
    <section className="st-chart" aria-label={title}>
      <h2>{title}</h2>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`${title}：${data.map((d) => `${d.label} ${format(d.value)}`).join('，')}`}>
        <line x1={0} y1={h - bottom} x2={w} y2={h - bottom} stroke="#ddd" />
        {data.map((d, i) => {
          const height = ((h - top - bottom) * d.value) / max;
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={d.label}>
              <rect x={x} y={h - bottom - height} width={bar} height={height} rx={4} fill={COLORS[i % COLORS.length]} />
              <text x={x + bar / 2} y={h - bottom - height - 6} textAnchor="middle" fontSize={16} fill="#333">
                {format(d.value)}
              </text>
              <text x={x + bar / 2} y={h - bottom + 24} textAnchor="middle" fontSize={15} fill="#666">
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
    </section>
  );
}
