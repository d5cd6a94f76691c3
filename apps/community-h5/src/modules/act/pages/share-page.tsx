import { act } from '@tongxin/api-client';
import { QrCode } from '@tongxin/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { ShareLink } from '../../../components/share-link';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { linkTo } from '../../../lib/links';
import { dateRangeText, priceText } from '../act-text';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/**
 * /app/act/:iid/share/:id — the share landing: a poster card of the activity with its QR code
 * (the link carries the sharer's pass-through params, so enrolments are attributed) and copy link.
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const iid = Number(params.iid) || 1000;
  const id = Number(params.id);
  const detail = useVisitorQuery(act.detail, { id }, id > 0);
  const title = '分享活动';
  if (!(id > 0)) return <MemberPage title={title}><EmptyState description="缺少参数无法分享" /></MemberPage>;
  if (detail.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (detail.isError) return <MemberPage title={title}><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  const a = detail.data;
  const url = `${window.location.origin}${linkTo(actLinks.detail({ iid, id }), { from: search })}`;
  return (
    <MemberPage title={title}>
      <section className="act-section" aria-label="活动海报">
        <img src={a.images[0]} alt={a.title} width={320} height={200} style={{ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' }} />
        <h2>{a.title}</h2>
        <p className="act-muted">
          {dateRangeText(a)} · {priceText(a.price)}
        </p>
        <QrCode value={url} label="活动二维码" size={140} />
        <p className="act-muted">长按图片可以保存到手机，或截图分享给好友</p>
        <ShareLink link={url} className="act-btn" />{' '}
        <AppLink to={actLinks.detail({ iid, id })}>查看活动</AppLink>
      </section>
    </MemberPage>
  );
}
