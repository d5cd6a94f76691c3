import { statis } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { memberScope } from '../../../components/scopes';
import { BarChart } from '../components/bar-chart';
import { Kpis, StatisPage } from '../components/statis-page';

/** /app/statis/adtrade: paid orders of the last 30 days by business type (refunds left out). */
export function Component() {
  const trade = useRead(memberScope, statis.adtrade, { days: 30 });
  return (
    <StatisPage title="交易统计（近30天）" query={trade}>
      {(rows) => (
        <>
          <Kpis
            items={[
              { label: '订单数', value: String(rows.reduce((n, r) => n + r.orders, 0)) },
              { label: '交易额', value: formatFen(rows.reduce((n, r) => n + r.amountFen, 0)) },
              { label: '业务类型', value: String(rows.length) },
            ]}
          />
          {rows.length ? (
            <>
              <BarChart title="各业务订单数" data={rows.map((r) => ({ label: r.label, value: r.orders }))} />
              <BarChart title="各业务交易额" data={rows.map((r) => ({ label: r.label, value: r.amountFen }))} format={formatFen} />
            </>
          ) : (
            <p className="st-denied">近30天还没有已支付的订单</p>
          )}
        </>
      )}
    </StatisPage>
  );
}
