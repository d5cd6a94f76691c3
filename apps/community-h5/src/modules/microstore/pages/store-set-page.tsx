import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { WithStore } from '../store-parts';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

const MENU = [
  { to: microstoreLinks.storeInfoSet(), title: '店铺信息', hint: '名称、logo、简介' },
  { to: microstoreLinks.storeItemEdit(), title: '选择商品', hint: '挑选并排序小店展示的商品' },
  { to: microstoreLinks.storeConsultsSet(), title: '客服设置', hint: '顾客咨询找谁' },
  { to: microstoreLinks.storeOrderNotifySet(), title: '订单通知', hint: '有新订单时通知谁' },
  { to: microstoreLinks.storeMasterSet(), title: '店员管理', hint: '协助打理小店的会员' },
  { to: microstoreLinks.storeQrcode(), title: '小店二维码', hint: '分享给好友扫码进店' },
];

/** /app/account/storeSet: the set-up menu. */
export function Component() {
  return (
    <MemberPage title="店铺设置">
      <WithStore>
        {() => (
          <nav aria-label="店铺设置">
            {MENU.map((item) => (
              <AppLink key={item.to} to={item.to} className="ms-row">
                <span className="ms-grow">
                  <strong>{item.title}</strong>
                  <span className="tx-muted"> {item.hint}</span>
                </span>
                ›
              </AppLink>
            ))}
          </nav>
        )}
      </WithStore>
    </MemberPage>
  );
}
