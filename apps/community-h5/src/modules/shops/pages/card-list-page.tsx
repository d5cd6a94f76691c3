import { shops } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

/** The card list (名片夹): every card the member opened from a share, newest first. */
export function Component() {
  const list = useList(memberScope, shops.collected, {});
  return (
    <MemberPage title="名片夹">
      <PagedList
        list={list}
        label="名片夹"
        empty="还没有收藏名片"
        rowKey={(c) => c.shareCode}
        renderRow={(c) => (
          <AppLink to={shopsLinks.card({ code: c.shareCode })} className="shops-row">
            {c.avatar ? <img src={c.avatar} alt="" /> : null}
            <span>
              <h3>{c.name}</h3>
              <p>{[c.title, c.company].filter(Boolean).join(' · ') || '—'}</p>
              <p>{formatDate(c.collectedAt, 2)} 收藏</p>
            </span>
          </AppLink>
        )}
      />
    </MemberPage>
  );
}
