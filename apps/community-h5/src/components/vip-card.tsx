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
