import { relation } from '@tongxin/api-client';

/** The top of a profile: avatar (or the name's first character), name, verification, signature. */
export function ProfileHead({ profile }: { profile: Pick<relation.Profile, 'nickName' | 'realName' | 'headImg' | 'signature' | 'verified' | 'city' | 'gender'> }) {
  const name = profile.nickName || profile.realName || '同心成员';
  const facts = [relation.GENDER_LABEL[profile.gender] && profile.gender ? relation.GENDER_LABEL[profile.gender] : '', profile.city].filter(Boolean).join(' · ');
  return (
    <header className="relation-head">
      {profile.headImg ? <img className="relation-avatar" src={profile.headImg} alt="" /> : <span className="relation-avatar" aria-hidden="true">{name.slice(0, 1)}</span>}
      <div>
        <h2>
          {name}
          <span className={profile.verified ? 'relation-badge' : 'relation-badge relation-badge--none'}>{profile.verified ? '已实名' : '未实名'}</span>
        </h2>
        {facts ? <p>{facts}</p> : null}
        {profile.signature ? <p>{profile.signature}</p> : null}
      </div>
    </header>
  );
}

/** Impression tags with how many gave each. */
export function TagCounts({ tags }: { tags: relation.Profile['tags'] }) {
  if (tags.length === 0) return <p className="tx-muted">还没有人留下印象</p>;
  return (
    <ul className="relation-tags" aria-label="印象标签">
      {tags.map((t) => (
        <li key={t.tag} className="relation-tag">
          {t.tag} {t.count}
        </li>
      ))}
    </ul>
  );
}
