import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, QueryView, toast } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { EmptyState, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { TagCounts } from '../components/profile-head';
import { useMemberId } from '../components/use-member-id';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** A member's impressions (relation/impress?id): tags with counts and who gave each; the owner hides or shows them. */
export function Component() {
  const memberId = useMemberId();
  const list = useRead(memberScope, relation.impressions, { memberId: memberId ?? 0 }, { enabled: memberId !== null });
  const hide = useWrite(memberScope, relation.hideImpression, { invalidates: [relation.impressions, relation.profile, relation.mine] });
  if (memberId === null) return <MemberPage title="印象"><EmptyState description="缺少参数，无法查看印象" /></MemberPage>;
  return (
    <MemberPage title="印象">
      <QueryView query={list} isEmpty={(d) => d.list.length === 0} empty="还没有人留下印象">
        {(d) => (
          <>
            <section className="relation-section" aria-label="印象标签">
              <TagCounts tags={d.tags} />
            </section>
            <ul className="relation-rows relation-section" aria-label="印象列表">
              {d.list.map((i) => (
                <li key={i.id}>
                  <span className={i.hidden ? 'relation-tag relation-tag--hidden' : 'relation-tag'}>{i.tag}</span>
                  <small>
                    {i.from.nickName} · {formatDate(i.createdAt, 2)}
                  </small>
                  {d.isMe ? (
                    <button
                      type="button"
                      className="relation-plain-button"
                      disabled={hide.isPending}
                      onClick={() => hide.mutate({ id: i.id, hidden: !i.hidden }, { onSuccess: () => toast.success(i.hidden ? '已恢复显示' : '已隐藏，其他人不再看到'), onError: (e) => toast.fail(errorMessage(e)) })}
                    >
                      {i.hidden ? `显示“${i.tag}”` : `隐藏“${i.tag}”`}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {list.data && !list.data.isMe ? (
        <AppLink to={relationLinks.addImpress({ id: memberId })} className="tx-link-button">
          添加印象
        </AppLink>
      ) : null}
    </MemberPage>
  );
}
