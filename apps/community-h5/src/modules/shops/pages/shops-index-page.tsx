import { shops } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { tenantScope } from '../../../components/scopes';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

/** The organisation's member shops (shops/:iid/index), newest first, and the way to join. */
export function Component() {
  const list = useList(tenantScope, shops.list, {});
  return (
    <MemberPage title="会员商家" side={<AppLink to={shopsLinks.join()}>我要入驻</AppLink>}>
      <PagedList
        list={list}
        label="会员商家"
        empty="还没有入驻的商家"
        rowKey={(s) => s.id}
        renderRow={(s) => (
          <AppLink to={shopsLinks.detail({ id: s.id })} className="shops-row">
            {s.logo ? <img src={s.logo} alt="" loading="lazy" /> : null}
            <span>
              <h3>{s.name}</h3>
              <p>{s.category} · {s.region}</p>
              <p>{s.intro}</p>
            </span>
          </AppLink>
        )}
      />
    </MemberPage>
  );
}
