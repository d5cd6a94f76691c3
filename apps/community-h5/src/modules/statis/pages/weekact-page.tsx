import { statis } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { memberScope } from '../../../components/scopes';
import { BarChart } from '../components/bar-chart';
import { Kpis, StatisPage } from '../components/statis-page';

/** /app/statis/weekact: the last eight weeks — activities starting, people enrolled and paid, revenue. */
export function Component() {
  const weeks = useRead(memberScope, statis.weekact, { weeks: 8 });
  return (
    <StatisPage title="每周活动统计" query={weeks}>
      {(rows) => (
        <>
          <Kpis
            items={[
              { label: '活动场次', value: String(rows.reduce((n, r) => n + r.activities, 0)) },
              { label: '报名人次', value: String(rows.reduce((n, r) => n + r.people, 0)) },
              { label: '报名收入', value: formatFen(rows.reduce((n, r) => n + r.revenueFen, 0)) },
            ]}
          />
          <BarChart title="每周活动场次" data={rows.map((r) => ({ label: r.week.slice(5), value: r.activities }))} />
          <BarChart title="每周报名人次" data={rows.map((r) => ({ label: r.week.slice(5), value: r.people }))} />
        </>
      )}
    </StatisPage>
  );
}
