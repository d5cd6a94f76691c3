import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, tenantScope } from '../../../components/scopes';
import { errorMessage, member, point } from '@tongxin/api-client';
import { toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { AppLink } from '../../../components/app-link';
import { pointLinks } from '../../../lib/links/point-links';
import '../point.css';

/** The points balance, today's sign-in (once a day) and the ways to earn points. */
export function Component() {
  const account = useRead(memberScope, point.account, {});
  const rules = useRead(tenantScope, point.rules, {});
  const sign = useWrite(memberScope, point.sign, {
    invalidates: [point.account, point.transactions, member.profile],
  });

  const signIn = () => {
    if (sign.isPending || account.data?.signedToday) return;
    sign.mutate(
      {},
      {
        onSuccess: (result) => toast.success(`签到成功，积分+${result.coin}`),
        onError: (error) => {
          toast.fail(errorMessage(error));
          void account.refetch();
        },
      },
    );
  };
  return (
    <MemberPage title="我的积分">
      {account.isPending ? (
        <LoadingSkeleton rows={1} />
      ) : account.isError ? (
        <ErrorState error={account.error} onRetry={account.refetch} />
      ) : (
        <section className="point-hero" aria-label="积分余额">
          <p>当前积分</p>
          <p className="point-balance" data-testid="point-balance">
            {account.data.balance}
          </p>
          <p>
            {account.data.signDays > 0
              ? `已连续签到 ${account.data.signDays} 天`
              : '今天还没有签到'}
          </p>
          <Button
            round
            type={account.data.signedToday ? 'default' : 'primary'}
            disabled={account.data.signedToday || sign.isPending}
            loading={sign.isPending}
            loadingText="签到中…"
            onClick={signIn}
          >
            {account.data.signedToday ? '今日已签到' : '签到'}
          </Button>
        </section>
      )}
      <AppLink className="tx-card point-detail-link" to={pointLinks.detail()}>
        积分明细 ›
      </AppLink>
      <section className="tx-card point-rules" aria-labelledby="point-rules-title">
        <h2 id="point-rules-title" className="point-rules-title">
          积分规则
        </h2>
        {rules.isPending ? (
          <LoadingSkeleton rows={2} />
        ) : rules.isError ? (
          <ErrorState error={rules.error} onRetry={rules.refetch} />
        ) : (
          <ul>
            {rules.data.map((rule) => (
              <li key={rule.code}>
                <div>
                  <p>{rule.title}</p>
                  <p className="tx-muted">{rule.description}</p>
                </div>
                <span className="point-plus">+{rule.coin}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </MemberPage>
  );
}
