import { statis } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { memberScope } from '../../../components/scopes';
import { BarChart } from '../components/bar-chart';
import { Kpis, StatisPage } from '../components/statis-page';

/** /app/statis/adinsure: insurance bought with paid enrolments, month by month (six months). */
export function Component() {
  const months = useRead(memberScope, statis.adinsure, { months: 6 });
  return (
    <StatisPage title="保险统计" query={months}>
      {(rows) => (
        <>
          <Kpis
            items={[
              { label: '投保人次', value: String(rows.reduce((n, r) => n + r.people, 0)) },
              { label: '保费合计', value: formatFen(rows.reduce((n, r) => n + r.premiumFen, 0)) },
              { label: '月份', value: String(rows.length) },
            ]}
          />
          <BarChart title="每月投保人次" data={rows.map((r) => ({ label: r.month.slice(2), value: r.people }))} />
          <BarChart title="每月保费" data={rows.map((r) => ({ label: r.month.slice(2), value: r.premiumFen }))} format={formatFen} />
        </>
      )}
    </StatisPage>
  );
}
