import { useRead } from '@tongxin/api-client/react';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { vip } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
} from '../../../components/member-kit';
import { AppLink } from '../../../components/app-link';
import { VipCard } from '../../../components/vip-card';
import { infoLinks } from '../../../lib/links/info-links';
import { vipLinks } from '../../../lib/links/vip-links';
import '../vip.css';

/** A held card (spec §3 vip card: cardTitle, cardDesc, cardNo, cardDate, cardImg). */
function HeldCard({ card }: { card: vip.Card }) {
  return (
    <VipCard title={card.cardTitle} desc={card.cardDesc} image={card.cardImg}>
      <p className="vip-card-no">No. {card.cardNo}</p>
      <p>有效期至 {card.cardDate}</p>
    </VipCard>
  );
}

/** The member's vip cards, or the cards on sale when there is none. */
export function Component() {
  const { iid } = useMemberSession();
  const profile = useRead(memberScope, vip.profile, {});
  const plans = useRead(tenantScope, vip.plans, {});
  return (
    <MemberPage title="会员卡">
      {profile.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={profile.refetch} />
      ) : profile.data.cards.length === 0 ? (
        <EmptyState description="您还不是会员，开通会员卡享受专属特权" />
      ) : (
        profile.data.cards.map((card) => <HeldCard key={card.cardNo} card={card} />)
      )}
      <AppLink to={infoLinks.vipWelfare({ iid })} className="tx-card vip-welfare-link">
        查看会员特权与合作商家优惠 ›
      </AppLink>
      <section aria-labelledby="vip-plans-title">
        <h2 id="vip-plans-title" className="vip-plans-title">
          {profile.data?.isVip ? '续费会员' : '开通会员'}
        </h2>
        {plans.isPending ? (
          <LoadingSkeleton rows={1} />
        ) : plans.isError ? (
          <ErrorState error={plans.error} onRetry={plans.refetch} />
        ) : plans.data.length === 0 ? (
          <EmptyState description="暂无可开通的会员卡" />
        ) : (
          plans.data.map((plan) => (
            <AppLink key={plan.id} className="vip-plan" to={vipLinks.buy({ id: plan.id })}>
              <div>
                <h3>{plan.cardTitle}</h3>
                <p className="tx-muted">{plan.cardDesc}</p>
              </div>
              <span className="vip-price">{formatFen(plan.price)}</span>
            </AppLink>
          ))
        )}
      </section>
    </MemberPage>
  );
}
