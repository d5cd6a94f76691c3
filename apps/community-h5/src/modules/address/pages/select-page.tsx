import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { address } from '@tongxin/api-client';
import { Button } from 'react-vant';
import { PageRefresh } from '../../../components/page-refresh';
import { useNavigate } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { addressLine } from '../../../lib/address-line';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
} from '../../../components/member-kit';
import { goBack, readChoice, SELECTED_ADDRESS_KEY, writeChoice } from '../choice';
import { addressLinks } from '../../../lib/links/address-links';
import { homeLinks } from '../../../lib/links/home-links';
import '../address.css';

/** Picks one of the member's addresses for the page that opened this one (an order form). */
export function Component() {
  const { iid } = useMemberSession();
  const list = useRead(memberScope, address.list, {});
  const navigate = useNavigate();
  const go = useAppNavigate();
  const current = readChoice(SELECTED_ADDRESS_KEY) as { id?: number } | null;
  const selectedId = current?.id ?? list.data?.find((a) => a.isDefault)?.id;
  return (
    <MemberPage title="选择收货地址" side={<span />}>
      <PageRefresh queries={[list]}>
        <div className="paged-list-area">
          {list.isPending ? (
            <LoadingSkeleton rows={2} />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={list.refetch} />
          ) : list.data.length === 0 ? (
            <EmptyState description="还没有收货地址" />
          ) : (
            <div role="radiogroup" aria-label="收货地址">
              {list.data.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  role="radio"
                  aria-checked={a.id === selectedId}
                  className="address-choice"
                  onClick={() => {
                    writeChoice(SELECTED_ADDRESS_KEY, a);
                    goBack(navigate, homeLinks.index({ iid }));
                  }}
                >
                  <span className="address-choice-head">
                    {a.name} {a.mobile}{' '}
                    {a.isDefault ? <span className="address-default">默认</span> : null}
                  </span>
                  <span className="address-choice-line">{addressLine(a)}</span>
                </button>
              ))}
            </div>
          )}
        </div>
      </PageRefresh>
      <div className="address-footer">
        <Button block round type="primary" onClick={() => go(addressLinks.manage())}>
          新增收货地址
        </Button>
        <Button block round onClick={() => go(addressLinks.list())} className="address-choice-more">
          管理收货地址
        </Button>
      </div>
    </MemberPage>
  );
}
