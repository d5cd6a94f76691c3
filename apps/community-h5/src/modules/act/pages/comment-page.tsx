import { act, errorMessage } from '@tongxin/api-client';
import { CommentForm, EMPTY_COMMENT, toast, type CommentValue } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { useWrite } from '@tongxin/api-client/react';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/**
 * /app/comment/act?iid&actId — the review after the activity: three scores (行程安排, 领队服务,
 * 性价比), text, images (each uploaded with its progress as it is picked); kept as a draft. Only participants of an ended activity, once (the
 * server says so in words otherwise).
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const actId = Number(search.get('actId') ?? search.get('id'));
  const detail = useVisitorQuery(act.detail, { id: actId }, actId > 0);
  const review = useWrite(memberScope, act.review, { invalidates: [act.detail, act.orders] });
  const draft = useDraft<{ value: CommentValue }>(`act-review:${actId}`, { value: EMPTY_COMMENT });
  const upload = useMemberUpload();

  const title = '活动评价';
  if (!(actId > 0)) return <MemberPage title={title}><EmptyState description="缺少参数无法评价" /></MemberPage>;
  if (detail.isPending) return <MemberPage title={title}><LoadingSkeleton rows={2} /></MemberPage>;
  if (detail.isError) return <MemberPage title={title}><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  if (review.isSuccess)
    return (
      <MemberPage title={title}>
        <section className="act-section">
          <p className="act-ok">评价已发布，感谢你的反馈</p>
          <AppLink to={actLinks.detail({ iid, id: actId })}>返回活动</AppLink>
        </section>
      </MemberPage>
    );
  return (
    <MemberPage title={title}>
      <section className="act-section" aria-label="评价活动">
        <h2>{detail.data.title}</h2>
        <CommentForm
          labels={['行程安排', '领队服务', '性价比']}
          value={draft.values.value}
          onChange={(value) => draft.setField('value', value)}
          minLength={5}
          upload={upload}
          onSubmit={async (v) => {
            if (v.scores.some((s) => s < 1)) throw new Error('请为三项打分');
            try {
              await review.mutateAsync({ actId, score1: v.scores[0], score2: v.scores[1], score3: v.scores[2], content: v.content, images: JSON.stringify(v.images) });
              draft.clear();
              toast.success('评价成功');
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }}
        />
      </section>
    </MemberPage>
  );
}
