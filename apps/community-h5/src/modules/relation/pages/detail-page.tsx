import { errorMessage, isRefusal, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, LoadingSkeleton, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ProfileHead, TagCounts } from '../components/profile-head';
import { useMemberId } from '../components/use-member-id';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** A member's profile as others see it (?id): impressions, praise, honours, companies, extra info. */
export function Component() {
  const memberId = useMemberId();
  const profile = useRead(memberScope, relation.profile, { memberId: memberId ?? 0 }, { enabled: memberId !== null });
  const praise = useWrite(memberScope, relation.praise, { invalidates: [relation.profile, relation.mine] });
  if (memberId === null) return <MemberPage title="个人主页"><EmptyState description="缺少参数，无法查看该成员" /></MemberPage>;
  return (
    <MemberPage title="个人主页">
      {profile.isPending ? (
        <LoadingSkeleton rows={3} avatar />
      ) : profile.error || !profile.data ? (
        isRefusal(profile.error, relation.RELATION_ERRORS.memberNotFound) ? <EmptyState description="该成员不存在" /> : <ErrorState error={profile.error} onRetry={profile.refetch} />
      ) : (
        (() => {
          const m = profile.data;
          return (
            <>
              <ProfileHead profile={m} />
              {m.intro ? <section className="relation-section" aria-label="个人简介"><h3>个人简介</h3><p>{m.intro}</p></section> : null}
              <section className="relation-section" aria-label="印象">
                <h3>印象（{m.tags.reduce((n, t) => n + t.count, 0)}）</h3>
                <TagCounts tags={m.tags} />
                <AppLink to={relationLinks.impress({ id: m.memberId })} className="relation-plain-button">查看全部印象</AppLink>
              </section>
              {m.extra.length > 0 ? (
                <section className="relation-section" aria-label="扩展信息">
                  <h3>扩展信息</h3>
                  <ul className="relation-rows">{m.extra.map((x) => <li key={x.label}><span>{x.label}</span><small>{x.value}</small></li>)}</ul>
                </section>
              ) : null}
              <section className="relation-section" aria-label="荣誉证书">
                <h3>荣誉证书</h3>
                {m.honors.length === 0 ? <p className="tx-muted">暂无荣誉</p> : <ul className="relation-rows">{m.honors.map((h) => <li key={h.id}><span>{h.title}</span><small>{h.date}</small></li>)}</ul>}
              </section>
              <section className="relation-section" aria-label="工作单位">
                <h3>工作单位</h3>
                {m.companies.length === 0 ? <p className="tx-muted">暂无工作单位</p> : <ul className="relation-rows">{m.companies.map((c) => <li key={c.id}><span>{c.name}{c.position ? ` · ${c.position}` : ''}</span><small>{c.startDate || '—'} 至 {c.endDate || '今'}</small></li>)}</ul>}
              </section>
              {m.isMe ? null : (
                <div className="relation-actions">
                  <Button
                    round
                    type="primary"
                    disabled={m.praisedByMe || praise.isPending}
                    loading={praise.isPending}
                    onClick={() => praise.mutate({ memberId: m.memberId }, { onSuccess: () => toast.success('点赞成功'), onError: (e) => toast.fail(errorMessage(e)) })}
                  >
                    {m.praisedByMe ? `已赞 ${m.praiseCount}` : `点赞 ${m.praiseCount}`}
                  </Button>
                  {m.impressedByMe ? (
                    <Button round disabled>已添加印象</Button>
                  ) : (
                    <AppLink to={relationLinks.addImpress({ id: m.memberId })} className="tx-link-button">添加印象</AppLink>
                  )}
                </div>
              )}
            </>
          );
        })()
      )}
    </MemberPage>
  );
}
