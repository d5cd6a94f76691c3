import type { act } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';
import { dateRangeText, priceText, STATE_TEXT } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';

/**
 * An activity in a list: text first (title, date, price render with the data, never after the
 * image), the cover in a box of fixed size so nothing shifts when it arrives. The first cards
 * load their covers eagerly (they are the list's largest paint), the rest lazily. `held`: the
 * member already holds an enrolment of it (hooks' useHeldActs), marked 已报名.
 */
/** `fetchpriority` as React 18 passes it through (its `fetchPriority` prop is unknown there, and warns). */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export function ActCard({ a, iid, eager = false, held = false }: { a: act.ActCard; iid: number; eager?: boolean; held?: boolean }) {
  const full = a.enrolled >= a.quota;
  return (
    <AppLink to={actLinks.detail({ iid, id: a.id })} className="act-card">
      <span className="act-card__cover">
        <img src={a.cover} alt="" width={120} height={90} loading={eager ? 'eager' : 'lazy'} decoding="async" {...(eager ? HIGH_PRIORITY : {})} />
        {held ? <span className="act-card__badge act-card__badge--held">已报名</span> : full ? <span className="act-card__badge">已满</span> : null}
      </span>
      <span className="act-card__body">
        <span className="act-card__title">{a.title}</span>
        <span className="act-card__meta">{dateRangeText(a)}</span>
        <span className="act-card__meta">
          {a.originCity} → {a.destination}
          {a.difficulty ? <span className="act-chip">{a.difficulty}</span> : null}
        </span>
        <span className="act-card__foot">
          <strong className="act-price">{priceText(a.price)}</strong>
          <span className="act-card__count">
            已报名{a.enrolled}/{a.quota}
          </span>
          <span className={`act-state act-state--${a.state}`}>{STATE_TEXT[a.state]}</span>
        </span>
      </span>
    </AppLink>
  );
}
