import { statis } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { BarChart } from '../components/bar-chart';
import { Kpis, StatisPage } from '../components/statis-page';

/** /app/statis/adperson: the people who took part in paid activities, by gender and age group. */
export function Component() {
  const people = useRead(memberScope, statis.adperson, {});
  return (
    <StatisPage title="参与人员统计" query={people}>
      {(p) => (
        <>
          <Kpis items={[{ label: '参与人数', value: String(p.total) }, ...p.gender.slice(0, 2).map((g) => ({ label: g.label, value: String(g.value) }))]} />
          <BarChart title="性别分布" data={p.gender} />
          <BarChart title="年龄分布" data={p.ages} />
        </>
      )}
    </StatisPage>
  );
}
