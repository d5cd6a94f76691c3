import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { address, errorMessage } from '@tongxin/api-client';
import { confirmDialog, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { PageRefresh } from '../../../components/page-refresh';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
} from '../../../components/member-kit';
import { useAppNavigate } from '../../../components/app-link';
import { addressLine } from '../../../lib/address-line';
import { addressLinks } from '../../../lib/links/address-links';
import '../address.css';

function AddressCard({ address: entry }: { address: address.Address }) {
  const navigate = useAppNavigate();
  const update = useWrite(memberScope, address.update, { invalidates: [address.list] });
  const remove = useWrite(memberScope, address.remove, { invalidates: [address.list] });

  const makeDefault = () => {
    if (update.isPending) return;
    const {
      id,
      name,
      mobile,
      province,
      city,
      district,
      areaCode,
      address: street,
      postCode,
    } = entry;
    update.mutate(
      {
        id,
        name,
        mobile,
        province,
        city,
        district,
        areaCode,
        address: street,
        postCode,
        isDefault: true,
      },
      {
        onSuccess: () => toast.success('已设为默认地址'),
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  };

  const del = async () => {
    if (remove.isPending) return;
    if (!(await confirmDialog({ title: '删除地址', message: '确定删除这个收货地址吗？' }))) return;
    remove.mutate(
      { id: entry.id },
      {
        onSuccess: () => toast.success('已删除'),
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  };

  return (
    <article className="address-card" aria-label={`${entry.name} ${addressLine(entry)}`}>
      <h3>
        {entry.name} <span>{entry.mobile}</span>
        {entry.isDefault ? <span className="address-default">默认</span> : null}
      </h3>
      <p>{addressLine(entry)}</p>
      <div className="address-actions">
        {entry.isDefault ? null : (
          <Button
            size="small"
            round
            loading={update.isPending}
            disabled={update.isPending}
            onClick={makeDefault}
          >
            设为默认
          </Button>
        )}
        <Button size="small" round onClick={() => navigate(addressLinks.manage({ id: entry.id }))}>
          编辑
        </Button>
        <Button
          size="small"
          round
          loading={remove.isPending}
          disabled={remove.isPending}
          onClick={() => void del()}
        >
          删除
        </Button>
      </div>
    </article>
  );
}

/** The member's delivery addresses, the default first. */
export function Component() {
  const list = useRead(memberScope, address.list, {});
  const navigate = useAppNavigate();
  return (
    <MemberPage title="收货地址">
      <PageRefresh queries={[list]}>
        <div className="paged-list-area">
          {list.isPending ? (
            <LoadingSkeleton rows={2} />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={list.refetch} />
          ) : list.data.length === 0 ? (
            <EmptyState description="还没有收货地址" />
          ) : (
            <ul aria-label="收货地址列表" className="paged-list">
              {list.data.map((a) => (
                <li key={a.id}>
                  <AddressCard address={a} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PageRefresh>
      <div className="address-footer">
        <Button block round type="primary" onClick={() => navigate(addressLinks.manage())}>
          新增收货地址
        </Button>
      </div>
    </MemberPage>
  );
}
