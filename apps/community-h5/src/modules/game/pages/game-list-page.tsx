import { game } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { STATE_LABEL } from '../game-text';
import { gameLinks } from '../../../lib/links/game-links';
import '../game.css';

/** /app/game/:iid/list: the tenant's games, coming ones first. */
export function Component() {
  const { iid } = useMemberSession();
  const pages = useList(tenantScope, game.list, {});
  return (
    <MemberPage title="赛事">
      <PagedList
        label="赛事"
        list={pages}
        empty="暂无赛事"
        rowKey={(g) => g.id}
        renderRow={(g) => (
          <AppLink to={gameLinks.detail({ iid, id: g.id })} className="game-card">
            <Picture src={g.cover} alt="" ratio={15 / 8} />
            <div className="body">
              <h3>{g.title}</h3>
              <p className="game-meta">
                {g.gameDay} · {g.place}
              </p>
              <p>
                <span className="game-state">{STATE_LABEL[g.state]}</span> · {g.fee > 0 ? formatFen(g.fee) : '免费'} · {g.entries}人已报名
              </p>
            </div>
          </AppLink>
        )}
      />
    </MemberPage>
  );
}
