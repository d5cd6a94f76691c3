import { shops } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { editable } from '../components/join-draft';
import { JoinSteps } from '../components/join-steps';
import { orderLinks } from '../../../lib/links/order-links';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

/** Joining as a member shop (shops/join): what it costs and gives, and where the member's application stands. */
export function Component() {
  const { iid } = useMemberSession();
  const info = useRead(memberScope, shops.joinInfo, {});
  const S = shops.SHOP_STATUS;
  return (
    <MemberPage title="商家入驻">
      <QueryView query={info} isEmpty={() => false}>
        {({ fee, application: a }) => (
          <>
            <JoinSteps current={!a || a.status === S.draft || a.status === S.rejected ? 1 : a.status === S.paying ? 3 : 4} />
            <section className="shops-section" aria-label="入驻说明">
              <h3>成为会员商家</h3>
              <p>入驻后，你的店铺会展示在本组织的会员商家中，志愿者可以找到你。</p>
              <p>
                入驻费 <strong className="shops-status">{formatFen(fee)}</strong>，支付后由组织审核，审核通过即入驻。
              </p>
            </section>
            {a ? (
              <section className="shops-section" aria-label="我的申请">
                <h3>我的申请：{a.name}</h3>
                <p>
                  状态：<span className="shops-status">{shops.SHOP_STATUS_LABEL[a.status]}</span>
                </p>
                {a.status === S.rejected && a.rejectReason ? <p role="alert">未通过原因：{a.rejectReason}。修改后可重新提交。</p> : null}
                {a.status === S.paying ? (
                  <p>
                    已有一笔待支付的入驻订单，请在 <AppLink to={orderLinks.list({ iid })}>我的订单</AppLink> 中完成支付，或等它过期后重新提交。
                  </p>
                ) : null}
                {a.status === S.reviewing ? <p>入驻费已支付，组织正在审核，请耐心等待。</p> : null}
                {a.status === S.approved ? <AppLink to={shopsLinks.detail({ id: a.id })}>查看我的店铺</AppLink> : null}
              </section>
            ) : null}
            {editable(a) ? (
              <AppLink to={shopsLinks.joinStep1()} className="tx-link-button">
                {a ? '继续填写入驻信息' : '立即入驻'}
              </AppLink>
            ) : null}
            {a?.status === S.approved ? (
              <AppLink to={shopsLinks.joinStep1()} className="tx-link-button">
                再入驻一家店
              </AppLink>
            ) : null}
          </>
        )}
      </QueryView>
    </MemberPage>
  );
}
