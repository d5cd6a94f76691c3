import { realcard } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { CardFace } from '../components/card-face';
import { cardIdOf } from '../card-query';
import { realcardLinks } from '../../../lib/links/realcard-links';
import '../realcard.css';

/** /app/realcard/extend?cardId (route name extend): what a renewal costs and adds, then the card's pay page. */
export function Component() {
  const [search] = useSearchParams();
  const cardId = cardIdOf(search);
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const card = useRead(memberScope, realcard.card, { cardId }, { enabled: cardId > 0 });
  if (!cardId) {
    return (
      <MemberPage title="卡片续期">
        <EmptyState description="缺少卡片参数，请从我的实体卡进入" />
      </MemberPage>
    );
  }
  return (
    <MemberPage title="卡片续期">
      <QueryView query={card} loading={<LoadingSkeleton rows={4} />}>
        {(c) => (
          <>
            <CardFace card={c} />
            <section className="tx-card" aria-label="续期">
              <p>
                续期 {c.renewDays} 天：<strong>{formatFen(c.renewFen)}</strong>
              </p>
              <p className="rc-hint">{c.expired ? '卡片已过期，续期自支付成功之日起计算。' : `续期后有效期在 ${c.cardDate} 基础上顺延。`}</p>
              <button type="button" className="rc-primary" onClick={() => goLocation(navigate, realcardLinks.pay({ cardId: c.id, iid }))}>
                立即续期
              </button>
            </section>
          </>
        )}
      </QueryView>
    </MemberPage>
  );
}
