import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { actLinks } from '../../../lib/links/act-links';
import { distributionLinks } from '../../../lib/links/distribution-links';
import '../act.css';

/**
 * /app/act/apply/distribute — applying to promote activities. The application itself is the
 * distribution role's (/multidis/role/apply at /app/account/distr/apply: one application for
 * every kind of promotion); this page says
 * what promoting pays and leads there.
 */
export function Component() {
  const { iid } = useMemberSession();
  return (
    <MemberPage title="申请活动推广">
      <section className="act-section">
        <h2>成为活动推广员</h2>
        <p>分享活动给好友，好友报名并支付后，你将获得每人约 8% 的推广佣金；佣金在活动退款期结束后可提现。</p>
        <p>
          <AppLink to={distributionLinks.apply()} className="act-btn">
            去申请
          </AppLink>
        </p>
        <p>
          <AppLink to={actLinks.distrList({ iid })}>查看可推广的活动</AppLink>
        </p>
      </section>
    </MemberPage>
  );
}
