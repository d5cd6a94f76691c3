import { statis } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { BarChart } from '../components/bar-chart';
import { Kpis, StatisPage } from '../components/statis-page';

/** /app/statis/leader: leaders by activities led, with the people they took. */
export function Component() {
  const leaders = useRead(memberScope, statis.leader, {});
  return (
    <StatisPage title="领队统计" query={leaders}>
      {(rows) => (
        <>
          <Kpis
            items={[
              { label: '领队人数', value: String(rows.length) },
              { label: '带队场次', value: String(rows.reduce((n, r) => n + r.activities, 0)) },
              { label: '服务人次', value: String(rows.reduce((n, r) => n + r.people, 0)) },
            ]}
          />
          <BarChart title="带队场次（前8位）" data={rows.slice(0, 8).map((r) => ({ label: r.leader, value: r.activities }))} />
          <table aria-label="领队明细" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>领队</th>
                <th>场次</th>
                <th>人次</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.leader}>
                  <td>{r.leader}</td>
                  <td>{r.activities}</td>
                  <td>{r.people}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </StatisPage>
  );
}
