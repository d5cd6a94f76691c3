import { shops } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { useCardCode } from '../components/use-card-code';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

function Gallery({ card }: { card: shops.Card }) {
  if (card.images.length === 0 && card.videos.length === 0)
    return (
      <EmptyState description="还没有图片和视频">
        {card.isMine ? <AppLink to={shopsLinks.cardEdit()} className="tx-link-button">去添加</AppLink> : null}
      </EmptyState>
    );
  return (
    <>
      {card.images.length > 0 ? (
        <section className="shops-section" aria-label="图片">
          <h3>图片</h3>
          <ul className="shops-gallery">
            {card.images.map((src, i) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt={`图片${i + 1}`} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {card.videos.length > 0 ? (
        <section className="shops-section" aria-label="视频">
          <h3>视频</h3>
          <ul className="shops-gallery" style={{ gridTemplateColumns: '1fr' }}>
            {card.videos.map((src) => (
              <li key={src}>
                <video src={src} controls preload="none" playsInline style={{ aspectRatio: '16 / 9' }} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A card's pictures and videos (shops/imgs_videos?code, or the member's own). */
export function Component() {
  const code = useCardCode();
  const other = useRead(memberScope, shops.card, { code: code ?? '' }, { enabled: code !== undefined });
  const mine = useRead(memberScope, shops.myCard, {}, { enabled: code === undefined });
  const q = code === undefined ? mine : other;
  return (
    <MemberPage title="图片视频">
      {q.isPending ? <LoadingSkeleton rows={2} /> : q.isError ? <ErrorState error={q.error} onRetry={q.refetch} /> : q.data ? <Gallery card={q.data} /> : <EmptyState description="你还没有名片"><AppLink to={shopsLinks.cardNew()} className="tx-link-button">创建我的名片</AppLink></EmptyState>}
    </MemberPage>
  );
}
