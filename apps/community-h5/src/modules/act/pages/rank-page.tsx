import { act, errorMessage } from '@tongxin/api-client';
import { RankList } from '@tongxin/ui';
import { useState } from 'react';
import { MemberPage } from '../../../components/member-kit';
import { useVisitorQuery } from '../hooks';
import '../act.css';

/** /app/act/:iid/rank — members ranked by activities joined or by distance, with the member's own place. */
export function Component() {
  const [by, setBy] = useState<number>(act.RANK_BY.count);
  const rank = useVisitorQuery(act.rank, { by });
  const unit = by === act.RANK_BY.count ? '次' : '公里';
  return (
    <MemberPage title="排行榜">
      <div className="act-tabs" role="tablist" aria-label="排行方式">
        {(
          [
            [act.RANK_BY.count, '参与次数'],
            [act.RANK_BY.distance, '里程'],
          ] as const
        ).map(([v, label]) => (
          <button key={v} type="button" role="tab" className="act-option" aria-selected={by === v} onClick={() => setBy(v)}>
            {label}
          </button>
        ))}
      </div>
      <RankList
        title={by === act.RANK_BY.count ? '参与次数排行' : '里程排行'}
        items={rank.data?.list.map((r) => ({ key: `${r.rank}-${r.name}`, rank: r.rank, name: r.name, value: r.value }))}
        unit={unit}
        loading={rank.isPending}
        error={rank.isError ? errorMessage(rank.error) : null}
        onRetry={() => void rank.refetch()}
        mine={rank.data ? { rank: rank.data.mine?.rank ?? null, value: rank.data.mine?.value } : undefined}
      />
    </MemberPage>
  );
}
