import { isRefusal, shops } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { BusinessCard } from '../components/business-card';
import { useCardCode } from '../components/use-card-code';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

function CardBody({ card }: { card: shops.Card }) {
  const code = card.isMine ? undefined : card.shareCode;
  return (
    <>
      <BusinessCard card={card} />
      <div className="shops-actions">
        {card.phone ? <a href={`tel:${card.phone}`}>拨打电话</a> : null}
        {card.wechat ? (
          <button type="button" onClick={() => void navigator.clipboard?.writeText(card.wechat).then(() => toast.success('微信号已复制'), () => toast.warn(`微信号：${card.wechat}`))}>
            复制微信
          </button>
        ) : null}
        <AppLink to={shopsLinks.gongyi({ code })}>公益记录</AppLink>
        <AppLink to={shopsLinks.media({ code })}>图片视频</AppLink>
        {card.isMine ? (
          <>
            <AppLink to={shopsLinks.cardShare()}>分享名片</AppLink>
            <AppLink to={shopsLinks.cardEdit()}>编辑名片</AppLink>
            <AppLink to={shopsLinks.cardList()}>名片夹</AppLink>
          </>
        ) : (
          <AppLink to={shopsLinks.cardList()}>{card.collected ? '已存入名片夹' : '名片夹'}</AppLink>
        )}
      </div>
      {card.intro ? (
        <section className="shops-section" aria-label="个人简介">
          <h3>个人简介</h3>
          <p>{card.intro}</p>
        </section>
      ) : null}
    </>
  );
}

/** Someone's card opened from a share (?code): the visit is counted (once a day) and the card filed in the card list. */
function SharedCard({ code }: { code: string }) {
  const visit = useWrite(memberScope, shops.visit, { invalidates: [shops.card, shops.collected] });
  const { mutate } = visit;
  useEffect(() => {
    mutate({ code });
  }, [code, mutate]);
  const card = useRead(memberScope, shops.card, { code });
  if (card.isPending) return <LoadingSkeleton rows={3} avatar label="名片加载中" />;
  if (card.error || !card.data) return isRefusal(card.error, shops.SHOPS_ERRORS.cardNotFound) ? <EmptyState description="名片不存在或已删除" /> : <ErrorState error={card.error} onRetry={card.refetch} />;
  return <CardBody card={card.data} />;
}

/** The member's own card, or the way to make one. */
function MyCard() {
  const card = useRead(memberScope, shops.myCard, {});
  if (card.isPending) return <LoadingSkeleton rows={3} avatar label="名片加载中" />;
  if (card.isError) return <ErrorState error={card.error} onRetry={card.refetch} />;
  if (!card.data)
    return (
      <EmptyState description="你还没有名片">
        <AppLink to={shopsLinks.cardNew()} className="tx-link-button">
          创建我的名片
        </AppLink>
      </EmptyState>
    );
  return <CardBody card={card.data} />;
}

/** A business card (shops/card): the member's own, or another's by its share code. */
export function Component() {
  const code = useCardCode();
  return <MemberPage title="名片">{code ? <SharedCard code={code} /> : <MyCard />}</MemberPage>;
}
