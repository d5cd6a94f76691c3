import { errorMessage, order } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { CommentForm, EMPTY_COMMENT, type CommentValue } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { orderLinks } from '../../../lib/links/order-links';
import '../order.css';

/**
 * /app/order/comment?orderId: the buyer's comment on a paid order — the three scores of spec §3
 * (描述相符, 服务态度, 物流/体验), text and up to 9 images, each uploaded with its progress as it is
 * picked (the member's upload policy); the draft survives a reload.
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { iid } = useMemberSession();
  const detail = useRead(memberScope, order.detail, { orderId }, { enabled: orderId !== '' });
  const { values, setField, clear } = useDraft<{ comment: CommentValue }>(`comment:${orderId}`, { comment: EMPTY_COMMENT });
  const upload = useMemberUpload();
  const send = useWrite(memberScope, order.comment, { invalidates: [order.detail, order.list] });

  const submit = async (value: CommentValue) => {
    try {
      await send.mutateAsync({
        orderId,
        score1: value.scores[0],
        score2: value.scores[1],
        score3: value.scores[2],
        content: value.content,
        images: value.images.length > 0 ? JSON.stringify(value.images) : undefined,
      });
      clear();
    } catch (error) {
      throw new Error(errorMessage(error) || '评价失败，请重试');
    }
  };

  return (
    <MemberPage title="评价订单">
      {!orderId ? (
        <EmptyState description="订单不存在" />
      ) : detail.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={detail.refetch} />
      ) : !order.isPaidStatus(detail.data.status) ? (
        <EmptyState description="订单支付后才能评价" />
      ) : detail.data.commented && !send.isSuccess ? (
        <EmptyState description="该订单已评价过" />
      ) : (
        <section className="tx-card order-section" aria-label="评价">
          <h2>{detail.data.title}</h2>
          <CommentForm
            labels={['描述相符', '服务态度', '物流体验']}
            value={values.comment}
            onChange={(v) => setField('comment', v)}
            onSubmit={submit}
            upload={upload}
            minLength={1}
            placeholder="说说你的体验吧"
          />
          {send.isSuccess ? (
            <AppLink to={orderLinks.detail({ orderId, iid })} className="order-action-link">
              返回订单
            </AppLink>
          ) : null}
        </section>
      )}
    </MemberPage>
  );
}
