import { staff, statis } from '@tongxin/api-client/catalogue';
import { useRead } from '@tongxin/api-client/react';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MENU } from '../app/menu';
import { writeError } from '../components/form-errors';
import { consoleLinks } from '../lib/links';
import { tenantScope } from '../lib/scopes';
import { useSession } from '../lib/session';
import './home-page.css';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Revenue of the last 30 days, one bar a day, with the figures in each bar's label. */
function RevenueBars({ days }: { days: readonly statis.DashboardDay[] }) {
  const top = Math.max(1, ...days.map((d) => d.revenueFen));
  return (
    <figure className="revenue-bars" aria-label="近30天每日收入">
      <div className="revenue-bars-plot">
        {days.map((d) => (
          <div key={d.day} className="revenue-bar" role="img" aria-label={`${d.day} 收入 ¥${yuan(d.revenueFen)}，订单 ${d.orders}`} title={`${d.day} ¥${yuan(d.revenueFen)}`} style={{ height: `${Math.round((d.revenueFen / top) * 100)}%` }} />
        ))}
      </div>
      <figcaption>
        {days[0]?.day} 至 {days.at(-1)?.day} 每日收入（元）
      </figcaption>
    </figure>
  );
}

/** Today, 30 days and what waits for approval (the roles that may see figures). */
function Dashboard() {
  const board = useRead(tenantScope, statis.consoleDashboard, {});
  if (board.error) return <Alert type="error" showIcon title={writeError(board.error)} />;
  const d = board.data;
  return (
    <Row gutter={[16, 16]}>
      {[
        ['今日订单', d?.today.orders, ''],
        ['今日收入', d ? yuan(d.today.revenueFen) : undefined, '¥'],
        ['今日新会员', d?.today.newMembers, ''],
        ['今日退款', d ? yuan(d.today.refundFen) : undefined, '¥'],
        ['30天订单', d?.last30.orders, ''],
        ['30天收入', d ? yuan(d.last30.revenueFen) : undefined, '¥'],
        ['30天新会员', d?.last30.newMembers, ''],
        ['30天退款', d ? yuan(d.last30.refundFen) : undefined, '¥'],
      ].map(([title, value, prefix]) => (
        <Col key={String(title)} xs={12} md={6}>
          <Card loading={board.isPending}>
            <Statistic title={title} value={value ?? 0} prefix={prefix || undefined} />
          </Card>
        </Col>
      ))}
      <Col xs={24} md={16}>
        <Card title="近30天收入" loading={board.isPending}>
          {d ? <RevenueBars days={d.days} /> : null}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="待处理" loading={board.isPending}>
          <p>
            <Link to={consoleLinks.distributors}>分销员申请：{d?.pending.distributors ?? 0}</Link>
          </p>
          <p>
            <Link to={consoleLinks.withdrawals}>提现待审：{d?.pending.withdrawals ?? 0}</Link>
          </p>
        </Card>
      </Col>
    </Row>
  );
}

/** The console's first page: the dashboard for the roles that see figures, and what this role may open. */
export function Component() {
  const { session, iid } = useSession();
  const roles = session?.staff.roles ?? [];
  const entries = MENU.filter((m) => staff.allows(roles, m.rule) && m.key !== 'account');
  return (
    <>
      <Typography.Title level={1} className="console-page-title">
        您好，{session?.staff.name}
      </Typography.Title>
      <div style={{ marginTop: 16 }}>{iid !== null && staff.allows(roles, statis.consoleDashboard.console) ? <Dashboard /> : null}</div>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {entries.map((m) => (
          <Col key={m.key} xs={24} sm={12} lg={8}>
            <Link to={m.path}>
              <Card hoverable title={m.label}>
                {m.group}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
