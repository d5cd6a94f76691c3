import { distribution } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { BarChart, formatFen, LineChart, QueryView, ScrollTabs } from '@tongxin/ui';
import { useState } from 'react';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../distribution.css';

const RANGES = [
  { name: 7, title: '近7天' },
  { name: 30, title: '近30天' },
  { name: 90, title: '近90天' },
] as const;

/** /app/account/distr/anylsis — orders, earnings and new members over time, drawn. */
export function Component() {
  const [days, setDays] = useState<number>(7);
  const stats = useRead(memberScope, distribution.statistic, { days });
  return (
    <MemberPage title="数据分析">
      <ScrollTabs tabs={RANGES} active={days} onChange={(name) => setDays(Number(name))} label="时间范围">
        <QueryView query={stats} isEmpty={() => false} loading={<LoadingSkeleton rows={4} />}>
          {(s) => {
            const labels = s.series.map((d) => d.day.slice(5));
            const sum = (pick: (d: distribution.StatDay) => number) => s.series.reduce((n, d) => n + pick(d), 0);
            return (
              <>
                <section className="dis-card dis-kpis" aria-label="区间汇总">
                  <p>
                    <strong>{sum((d) => d.orders)}</strong>
                    <span>推广订单数</span>
                  </p>
                  <p>
                    <strong>{formatFen(sum((d) => d.salesFen))}</strong>
                    <span>推广金额</span>
                  </p>
                  <p>
                    <strong>{formatFen(sum((d) => d.earningsFen))}</strong>
                    <span>预估佣金</span>
                  </p>
                  <p>
                    <strong>{sum((d) => d.newMembers)}</strong>
                    <span>新增下级</span>
                  </p>
                  <p>
                    <strong>{sum((d) => d.newFans)}</strong>
                    <span>新增粉丝</span>
                  </p>
                  <p>
                    <strong>{formatFen(s.totalFen)}</strong>
                    <span>累计佣金</span>
                  </p>
                </section>
                <section className="dis-card">
                  <LineChart title="佣金收入" labels={labels} formatValue={formatFen} integer emptyText="暂无佣金收入" series={[{ name: '佣金', values: s.series.map((d) => d.earningsFen) }]} />
                </section>
                <section className="dis-card">
                  <BarChart title="推广订单（笔）" labels={labels} integer series={[{ name: '订单', values: s.series.map((d) => d.orders) }]} />
                </section>
                <section className="dis-card">
                  <LineChart
                    title="新增成员（人）"
                    labels={labels}
                    integer
                    series={[
                      { name: '新增下级', values: s.series.map((d) => d.newMembers) },
                      { name: '新增粉丝', values: s.series.map((d) => d.newFans) },
                    ]}
                  />
                </section>
              </>
            );
          }}
        </QueryView>
      </ScrollTabs>
    </MemberPage>
  );
}
