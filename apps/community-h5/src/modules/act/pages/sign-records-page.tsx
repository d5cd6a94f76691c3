import { act } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { dateTimeText } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

const WAY = { [act.SIGN_WAY.location]: '定位签到', [act.SIGN_WAY.qrCode]: '扫码签到', [act.SIGN_WAY.leader]: '领队签到' } as Record<number, string>;

/** /app/act/signRecords — the member's check-ins across activities. */
export function Component() {
  const { iid } = useMemberSession();
  const records = useRead(memberScope, act.signRecords, {});
  return (
    <MemberPage title="签到记录">
      {records.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : records.isError ? (
        <ErrorState error={records.error} onRetry={records.refetch} />
      ) : records.data.length === 0 ? (
        <EmptyState description="暂无签到记录" />
      ) : (
        <ul className="act-list" aria-label="签到记录">
          {records.data.map((r, i) => (
            <li key={i} className="act-section">
              <AppLink to={actLinks.detail({ iid, id: r.actId })}>{r.title}</AppLink>
              <p className="act-muted">
                {r.name} · {r.place} · {dateTimeText(r.at)} · {WAY[r.way]}
              </p>
            </li>
          ))}
        </ul>
      )}
    </MemberPage>
  );
}
