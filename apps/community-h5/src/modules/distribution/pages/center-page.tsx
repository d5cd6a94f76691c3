import { distribution, wallet } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { CommissionNotices } from '../components/commission-notices';
import { OpInfo } from '../components/op-info';
import { statusText, useRole } from '../use-role';
import { distributionLinks } from '../../../lib/links/distribution-links';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../distribution.css';

/** /app/account/distr/center (and /app/account/distribution): the distributor's centre, or how to become one. */
export function Component() {
  const role = useRole();
  return (
    <MemberPage title="分销中心">
      <QueryView query={role} isEmpty={() => false} loading={<LoadingSkeleton rows={3} />}>
        {(r) =>
          r === null ? (
            <div className="dis-card">
              <EmptyState description="您目前暂无推广权限" />
              <AppLink className="dis-chip" to={distributionLinks.apply()}>
                申请成为分销员
              </AppLink>
            </div>
          ) : r.status === distribution.ROLE_STATUS.active ? (
            <ActiveCentre role={r} />
          ) : (
            <section className="dis-card" aria-label="申请状态">
              <p>
                分销申请：<span className="dis-status" data-status={r.status}>{statusText(r.status)}</span>
              </p>
              {r.status === distribution.ROLE_STATUS.pending ? <p>您的分销申请正在审核中，请耐心等待</p> : null}
              {r.reason ? <p>原因：{r.reason}</p> : null}
              {r.status !== distribution.ROLE_STATUS.pending ? (
                <AppLink className="dis-chip" to={distributionLinks.apply()}>
                  重新申请
                </AppLink>
              ) : null}
            </section>
          )
        }
      </QueryView>
    </MemberPage>
  );
}

function ActiveCentre({ role }: { role: distribution.Role }) {
  const money = useRead(memberScope, wallet.summary, {});
  const stats = useRead(memberScope, distribution.statistic, { days: 1 });
  const growth = useRead(memberScope, distribution.grouth, {});
  const counts = useRead(memberScope, distribution.childCount, {});
  const menu: readonly [string, string, number?][] = [
    ['我的团队', distributionLinks.team()],
    ['我的粉丝', distributionLinks.attention(), counts.data?.fans],
    ['待审批', distributionLinks.approval(), counts.data?.pending],
    ['下级列表', distributionLinks.list()],
    ['收益明细', walletLinks.incomeList()],
    ['数据分析', distributionLinks.anylsis()],
    ['邀请海报', distributionLinks.share()],
    ['我的钱包', walletLinks.index()],
    ['提现记录', walletLinks.withdrawList()],
  ];
  return (
    <>
      <section className="dis-hero" aria-label="我的佣金">
        <h2>{growth.data ? growth.data.levelName : '分销员'}</h2>
        <p>上级：{role.parentName || '机构'}</p>
        <QueryView query={money} loading={<LoadingSkeleton rows={1} />} isEmpty={() => false}>
          {(m) => (
            <div className="dis-amounts">
              <p>
                <strong data-testid="dis-available">{formatFen(m.availableFen)}</strong>
                <span>可提现佣金</span>
              </p>
              <p>
                <strong data-testid="dis-pending">{formatFen(m.pendingFen)}</strong>
                <span>冻结佣金</span>
              </p>
              <p>
                <strong>{formatFen(m.withdrawnFen)}</strong>
                <span>累计已提</span>
              </p>
            </div>
          )}
        </QueryView>
        <p>
          <AppLink className="dis-chip" to={walletLinks.withdraw()}>
            立即提现
          </AppLink>
        </p>
      </section>
      <section className="dis-card" aria-label="收益概览">
        <QueryView query={stats} loading={<LoadingSkeleton rows={1} />} isEmpty={() => false}>
          {(s) => (
            <div className="dis-kpis">
              <p>
                <strong>{formatFen(s.todayFen)}</strong>
                <span>今日预估收益</span>
              </p>
              <p>
                <strong>{formatFen(s.monthFen)}</strong>
                <span>本月预估收益</span>
              </p>
              <p>
                <strong>{formatFen(s.totalFen)}</strong>
                <span>累计获得收益</span>
              </p>
            </div>
          )}
        </QueryView>
        {growth.data ? (
          <p className="dis-status">
            成长值 {growth.data.growth}
            {growth.data.nextLevelName ? `，再得 ${growth.data.nextGrowth - growth.data.growth} 升级为${growth.data.nextLevelName}` : ''}
          </p>
        ) : null}
      </section>
      <OpInfo role={role} />
      <nav className="dis-card dis-menu" aria-label="分销菜单">
        {menu.map(([title, to, badge]) => (
          <AppLink key={title} to={to}>
            {title}
            {badge ? (
              <span className="dis-badge" aria-label={`${badge}项`}>
                {badge}
              </span>
            ) : null}
          </AppLink>
        ))}
      </nav>
      <CommissionNotices />
    </>
  );
}
