import { useSearchParams } from 'react-router-dom';

const TABS = [
  { period: 'day', label: '今日' },
  { period: 'week', label: '本周' },
] as const;

export type Period = (typeof TABS)[number]['period'];

/** The period of a steps rank (今日 / 本周) kept in the query, so a reload or a shared link keeps it. */
export function usePeriod(): [Period, (p: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const period: Period = search.get('period') === 'week' ? 'week' : 'day';
  return [period, (p) => setSearch((s) => (s.set('period', p), s), { replace: true })];
}

export function PeriodTabs({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  return (
    <div className="sport-tabs" role="tablist" aria-label="时间">
      {TABS.map((t) => (
        <button key={t.period} type="button" role="tab" aria-selected={t.period === period} onClick={() => onChange(t.period)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}

export const stepsText = (n: number) => `${n.toLocaleString('zh-CN')}步`;
