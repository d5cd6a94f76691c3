import { AppLink } from '../../../components/app-link';
import { EmptyState, MemberPage } from '../../../components/member-kit';
import { realcardLinks } from '../../../lib/links/realcard-links';
import '../realcard.css';

/** /app/realcard/empty: no card yet — where to get one, and activation for a card in hand. */
export function Component() {
  return (
    <MemberPage title="我的实体卡">
      <EmptyState description="暂无卡片">
        <p className="rc-hint">实体卡由机构在志愿活动、合作商户和服务站点发放，领取后凭卡背面的卡号和卡密激活。</p>
        <AppLink to={realcardLinks.activate()} className="rc-primary">
          去激活
        </AppLink>
      </EmptyState>
    </MemberPage>
  );
}
