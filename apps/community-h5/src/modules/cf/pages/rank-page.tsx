import { cf } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView } from '@tongxin/ui';
import { LoadingSkeleton } from '../../../components/member-kit';
import { tenantScope } from '../../../components/scopes';
import { ProjectFrame } from '../components/project-frame';

function Rank({ id }: { id: number }) {
  const rank = useRead(tenantScope, cf.rank, { id });
  return (
    <QueryView query={rank} empty="还没有人支持，快来做第一个支持者吧" loading={<LoadingSkeleton rows={5} avatar />}>
      {(rows) => (
        <ol aria-label="支持榜" className="cf-body">
          {rows.map((r) => (
            <li key={r.rank} className="cf-row">
              <strong>{r.rank}</strong>
              {r.headImg ? <img className="cf-avatar" src={r.headImg} alt="" /> : <span className="cf-avatar" />}
              <span style={{ flex: 1 }}>{r.nickName}</span>
              <span>
                {formatFen(r.totalFen)} · {r.times}次
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}

/** /app/cf/{iid}/rank: the top supporters by what they gave. */
export function Component() {
  return <ProjectFrame title="支持榜">{(p) => <Rank id={p.id} />}</ProjectFrame>;
}
