import { invite } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, QueryView } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { inviteLinks } from '../../../lib/links/invite-links';
import '../invite.css';

/** /app/invitation/gifts: the inviter's rewards, each step reached or how far there is to go, from the real invitations. */
export function Component() {
  const gifts = useRead(memberScope, invite.gifts, {});
  return (
    <MemberPage title="邀请奖励">
      <QueryView query={gifts} isEmpty={() => false}>
        {(g) => (
          <>
            <section className="iv-card iv-center">
              <p className="tx-muted">已邀请</p>
              <p className="iv-code" data-testid="invited-count">
                {g.invited}人
              </p>
              <AppLink to={inviteLinks.invitation()} className="tx-link-button">
                去邀请好友
              </AppLink>
            </section>
            <ol aria-label="奖励">
              {g.steps.map((step) => (
                <li key={step.invited} className="iv-card">
                  <div className="iv-row">
                    <div className="iv-grow">
                      <h3>{step.title}</h3>
                      <p className="tx-muted">
                        邀请{step.invited}人，奖励{step.points}积分
                      </p>
                    </div>
                    {step.grantedAt ? (
                      <span className="iv-step-done">已发放 {formatDate(step.grantedAt, 0)}</span>
                    ) : (
                      <span className="tx-muted">还差{Math.max(step.invited - g.invited, 0)}人</span>
                    )}
                  </div>
                  <div className="iv-progress" role="progressbar" aria-label={step.title} aria-valuemin={0} aria-valuemax={step.invited} aria-valuenow={Math.min(g.invited, step.invited)}>
                    <span style={{ width: `${Math.min(100, (g.invited / step.invited) * 100)}%` }} />
                  </div>
                </li>
              ))}
            </ol>
            <p className="tx-muted">奖励积分在邀请人数达到时自动发放，可在积分明细中查看。</p>
          </>
        )}
      </QueryView>
    </MemberPage>
  );
}
