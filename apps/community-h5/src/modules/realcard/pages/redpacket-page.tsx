import { errorMessage, isRefusal, realcard } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatFen, QueryView, toast } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { cardIdOf } from '../card-query';
import { realcardLinks } from '../../../lib/links/realcard-links';
import '../realcard.css';

function Envelope({ card }: { card: realcard.RealCard }) {
  const claim = useWrite(memberScope, realcard.claimRedPacket, { invalidates: [realcard.card, realcard.cards] });
  const packet = card.redPacket;
  if (!packet) return <EmptyState description="这张卡没有红包" />;
  const open = async () => {
    if (claim.isPending) return;
    try {
      await claim.mutateAsync({ cardId: card.id });
    } catch (error) {
      // Claimed meanwhile (another device): the refreshed card shows it.
      if (!isRefusal(error, realcard.claimRedPacket.errors.claimed)) toast.fail(errorMessage(error) || '领取失败，请稍后再试');
    }
  };
  const claimed = claim.data ?? (packet.claimedAt ? { amountFen: packet.amountFen, balanceFen: card.balanceFen } : undefined);
  return (
    <section className="rc-envelope" aria-label="红包">
      <p>{card.cardTitle}</p>
      {claimed ? (
        <>
          <p className="rc-amount">{formatFen(claimed.amountFen)}</p>
          <p>{claim.data ? '已存入卡内余额' : '红包已领取'}</p>
          <p>卡内余额 {formatFen(claimed.balanceFen)}</p>
        </>
      ) : card.expired ? (
        <p>卡片已过期，续期后才能领取红包</p>
      ) : (
        <>
          <p>送你一个红包</p>
          <button type="button" className="rc-open" aria-label="拆红包" onClick={() => void open()} disabled={claim.isPending}>
            拆
          </button>
        </>
      )}
    </section>
  );
}

/** /app/realcard/redpacket?cardId (route name redpacket): the red packet bound to a card, claimed once into its balance. */
export function Component() {
  const [search] = useSearchParams();
  const cardId = cardIdOf(search);
  const card = useRead(memberScope, realcard.card, { cardId }, { enabled: cardId > 0 });
  return (
    <MemberPage title="卡片红包">
      {cardId ? (
        <QueryView query={card} loading={<LoadingSkeleton rows={4} />}>
          {(c) => (
            <>
              <Envelope card={c} />
              <AppLink to={realcardLinks.query({ cardId: c.id })} className="rc-primary">
                查看卡片
              </AppLink>
            </>
          )}
        </QueryView>
      ) : (
        <EmptyState description="缺少卡片参数，请从我的实体卡进入" />
      )}
    </MemberPage>
  );
}
