import type { vip } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import type { ReactNode } from 'react';
import './vip-card.css';

export interface VipCardProps {
  /** Spec §3 vip card: cardTitle, cardDesc, cardImg; the lines below them differ (a held card's number and end day, a card on sale's days). */
  title: string;
  desc: string;
  image: string;
  children?: ReactNode;
}

/** The face of a vip card, held or on sale: one picture, the title and the description, then its lines. */
export function VipCard({ title, desc, image, children }: VipCardProps) {
  return (
    <article className="vip-card" aria-label={title}>
      {image ? <img src={image} alt="" width={320} height={200} /> : null}
      <div className="vip-card-face">
        <h2>{title}</h2>
        <p>{desc}</p>
        {children}
      </div>
    </article>
  );
}

/**
 * A card on sale as the member is about to buy it: its face with the days it lasts (有效期), then
 * the amount due (应付金额). vipBuy and the pay page show the same block.
 */
export function VipPlanSummary({ plan }: { plan: Pick<vip.Plan, 'cardTitle' | 'cardDesc' | 'cardImg' | 'days' | 'price'> }) {
  return (
    <>
      <VipCard title={plan.cardTitle} desc={plan.cardDesc} image={plan.cardImg}>
        <p className="vip-card-no">有效期 {plan.days} 天</p>
      </VipCard>
      <div className="tx-card vip-amount">
        <span>应付金额</span>
        <span className="vip-price">{formatFen(plan.price)}</span>
      </div>
    </>
  );
}
