import type { realcard } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';

/** The card as the member holds it: title, number in groups of four, balance and validity. */
export function CardFace({ card }: { card: realcard.RealCard }) {
  return (
    <section className={`rc-card${card.expired ? ' rc-expired' : ''}`} aria-label={card.cardTitle}>
      <h2>{card.cardTitle}</h2>
      <p className="rc-no">{card.cardNo.replace(/(\d{4})(?=\d)/g, '$1 ')}</p>
      <div>
        <p className="rc-muted">余额</p>
        <p className="rc-balance">{formatFen(card.balanceFen)}</p>
        <p className="rc-muted">{card.expired ? `已于 ${card.cardDate} 过期` : `有效期至 ${card.cardDate}`}</p>
      </div>
    </section>
  );
}
