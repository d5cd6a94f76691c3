import type { shops } from '@tongxin/api-client';

/** The face of a business card: avatar, name, title, company and the contacts the owner filled in. */
export function BusinessCard({ card }: { card: Pick<shops.Card, 'name' | 'title' | 'company' | 'avatar' | 'theme' | 'phone' | 'wechat' | 'email' | 'website' | 'address'> }) {
  const contacts = [
    ['电话', card.phone],
    ['微信', card.wechat],
    ['邮箱', card.email],
    ['网址', card.website],
    ['地址', card.address],
  ].filter(([, v]) => v);
  return (
    <article className="bcard" style={{ background: `linear-gradient(135deg, ${card.theme}, #333)` }} aria-label={`${card.name}的名片`}>
      <div className="bcard-top">
        {card.avatar ? <img className="bcard-avatar" src={card.avatar} alt="" /> : <span className="bcard-avatar" aria-hidden="true">{card.name.slice(0, 1)}</span>}
        <div>
          <h2>{card.name}</h2>
          {card.title ? <p>{card.title}</p> : null}
          {card.company ? <p>{card.company}</p> : null}
        </div>
      </div>
      {contacts.length > 0 ? (
        <ul className="bcard-contacts">
          {contacts.map(([label, value]) => (
            <li key={label}>
              {label}：{value}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
