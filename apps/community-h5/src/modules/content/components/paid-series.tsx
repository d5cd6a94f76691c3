import { contentLinks } from '../../../lib/links/content-links';
import { memberLinks } from '../../../lib/links/member-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { EmptyState, ErrorState, formatFen, LoadingSkeleton, RichText } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { Picture } from '../../../components/picture';
import { useMemberSession } from '../../../components/scopes';
import { clock } from '../lib/media-time';
import { useDetail } from './article';
import { ItemActions } from './item-actions';
import { payStatusText, useContentPay } from './use-content-pay';
import { useViewStat } from './use-view-stat';

/** Where a part opens: the player or reader of its kind. */
export function partLink(item: content.ContentDetail, part: content.PartSummary, iid: number): string {
  if (item.moduleType === 'audio') return contentLinks.audioPlayer({ iid, id: part.id, album: item.id });
  if (item.moduleType === 'book') return contentLinks.bookChapter({ iid, id: part.id, book: item.id });
  if (item.moduleType === 'video') return contentLinks.videoDetail({ iid, id: item.id });
  return contentLinks.pvideoPlayer({ iid, id: item.id, part: part.id });
}

const UNIT: Record<string, string> = { audio: '集', book: '章', pvideo: '节', video: '节' };

/**
 * A paid series' page (/app/pay/pvideoAlbumDetail, albumDetail, bookDetailList, videoContent):
 * what the buyer gets (cover, intro, the parts with 试看/免费 and locked ones), the price, and buy;
 * like, collect and share it; opening it counts a view (/v1/sys/stat).
 * Buying is an order of the kernel (BUSINESS_TYPE.course) paid through the checkout kit. Locked
 * parts carry no content here: they open only after the notify reached the server.
 */
export function PaidSeries({ title, idParam = 'id' }: { title: string; idParam?: string }) {
  const [search] = useSearchParams();
  const here = useLocation();
  const raw = Number(search.get(idParam));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = useDetail(id);
  const { iid, token } = useMemberSession();
  const pay = useContentPay({ reloads: [content.detail, content.bought] });
  useViewStat(detail.data?.moduleType ?? 'pvideo', detail.data?.id ?? null);
  if (id === null) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (detail.isPending) return <MemberPage title={title}><LoadingSkeleton rows={5} /></MemberPage>;
  if (detail.isError) return <MemberPage title={title}><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  const item = detail.data;
  const unit = UNIT[item.moduleType] ?? '节';
  // Where the member was: the furthest open part they stopped in the middle of (a finished one is back at 0), else the first.
  const resume = item.partList.filter((p) => p.open && p.position > 0).at(-1);
  const first = resume ?? item.partList.find((p) => p.open);
  const status = payStatusText(pay.phase, pay.canPay);
  return (
    <MemberPage title={title}>
      <PageRefresh queries={[detail]}>
        <article className="content-series" aria-label={item.title}>
          {item.images[0] ? <Picture src={item.images[0]} alt={item.title} ratio={item.moduleType === 'book' ? 3 / 4 : 16 / 9} width={item.moduleType === 'book' ? '40%' : '100%'} /> : null}
          <h2 className="content-title">{item.title}</h2>
          <p className="content-meta">
            <span>{item.author}</span>
            <span>共{item.partList.length}{unit}</span>
            <span>已有{item.views}人学习</span>
          </p>
          <p className="content-price-line">{item.price > 0 ? (item.bought ? '已购买' : formatFen(item.price)) : '免费'}</p>
          <ItemActions item={item} />
          {item.intro ? <p className="content-intro">{item.intro}</p> : null}
          {item.body ? <RichText html={item.body} className="content-body" /> : null}
          <h3>目录</h3>
          <ol className="content-parts" aria-label="目录">
            {item.partList.map((part) => (
              <li key={part.id}>
                {part.open ? (
                  <AppLink to={partLink(item, part, iid)}>
                    <span>{part.title}</span>
                    {part.free && item.price > 0 && !item.bought ? <span className="content-badge">试看</span> : null}
                    {part.duration > 0 ? <span className="content-muted">{clock(part.duration)}</span> : null}
                  </AppLink>
                ) : (
                  <span className="content-locked" aria-label={`${part.title}（未购买）`}>
                    <span>{part.title}</span>
                    <span className="content-muted">🔒 请先购买~</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
        </article>
        <div className="content-buy-bar">
          {status ? <p role="status">{status}</p> : null}
          {item.bought || pay.paid ? (
            first ? (
              <AppLink to={partLink(item, first, iid)} className="content-primary-link">
                {resume ? `继续学习：${resume.title}` : '去学习'}
              </AppLink>
            ) : null
          ) : token ? (
            <Button block round type="primary" loading={pay.busy} disabled={pay.busy || !pay.canPay} onClick={() => void pay.buyItem(item.id)}>
              立即购买 {formatFen(item.price)}
            </Button>
          ) : (
            <AppLink to={memberLinks.login({ redirect: here.pathname + here.search })} className="content-primary-link">
              登录后购买
            </AppLink>
          )}
        </div>
      </PageRefresh>
    </MemberPage>
  );
}
