import { realcard } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView } from '@tongxin/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { CardFace } from '../components/card-face';
import { cardIdOf } from '../card-query';
import { realcardLinks } from '../../../lib/links/realcard-links';
import '../realcard.css';

function CardDetail({ card }: { card: realcard.RealCard }) {
  const packet = card.redPacket;
  return (
    <>
      <CardFace card={card} />
      <section className="tx-card" aria-label="卡片权益">
        <h3>卡片权益</h3>
        {card.benefits.length ? (
          <ul className="rc-benefits">
            {card.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        ) : (
          <p className="rc-hint">此卡暂无附加权益</p>
        )}
        {card.cardDesc ? <p className="rc-hint">{card.cardDesc}</p> : null}
      </section>
      <div className="rc-actions">
        {packet ? (
          <AppLink to={realcardLinks.redpacket({ cardId: card.id })}>{packet.claimedAt ? '红包已领取' : `领取红包 ${formatFen(packet.amountFen)}`}</AppLink>
        ) : null}
        <AppLink to={realcardLinks.extend({ cardId: card.id })}>{card.expired ? '续期' : '续期延长'}</AppLink>
      </div>
    </>
  );
}

function OneCard({ cardId }: { cardId: number }) {
  const card = useRead(memberScope, realcard.card, { cardId });
  return (
    <QueryView query={card} loading={<LoadingSkeleton rows={4} />}>
      {(c) => <CardDetail card={c} />}
    </QueryView>
  );
}

function AllCards() {
  const cards = useRead(memberScope, realcard.cards, {});
  if (cards.data && cards.data.length === 0) return <Navigate to={realcardLinks.empty()} replace />;
  return (
    <QueryView query={cards} loading={<LoadingSkeleton rows={4} />}>
      {(list) => (
        <>
          {list.map((c) => (
            <AppLink key={c.id} to={realcardLinks.query({ cardId: c.id })}>
              <CardFace card={c} />
            </AppLink>
          ))}
          <AppLink to={realcardLinks.activate()} className="rc-primary">
            激活新卡
          </AppLink>
        </>
      )}
    </QueryView>
  );
}

/** /app/realcard/query: one card (query cardId) with its balance, benefits, red packet and renewal, or all the member's cards. */
export function Component() {
  const [search] = useSearchParams();
  const cardId = cardIdOf(search);
  return <MemberPage title="我的实体卡">{cardId ? <OneCard cardId={cardId} /> : <AllCards />}</MemberPage>;
}
