import { address } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { QueryView } from '@tongxin/ui';
import { memberScope } from '../../../components/scopes';
import { addressLinks } from '../../../lib/links/address-links';
import '../cf.css';

/** /app/cf/{iid}/place: where the reward is sent — one of the member's addresses (the address module's list), kept for the pay page. */
export function Component() {
  const navigate = useNavigate();
  const addresses = useRead(memberScope, address.list, {});
  const { values, setField } = useDraft('cf:place', { addressId: 0 });
  return (
    <MemberPage title="回报收货地址" side={<AppLink to={addressLinks.manage()}>新增</AppLink>}>
      <QueryView query={addresses} empty="还没有收货地址，请先新增一个" loading={<LoadingSkeleton rows={3} />}>
        {(list) => (
          <ul aria-label="收货地址" className="cf-body">
            {list.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="cf-tier"
                  style={{ width: '100%', textAlign: 'left' }}
                  aria-pressed={values.addressId === a.id || (!values.addressId && a.isDefault)}
                  onClick={() => {
                    setField('addressId', a.id);
                    navigate(-1);
                  }}
                >
                  <strong>{a.name}</strong> {a.mobile}
                  <br />
                  <span className="cf-muted">{[a.province, a.city, a.district, a.address].join(' ')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </MemberPage>
  );
}
