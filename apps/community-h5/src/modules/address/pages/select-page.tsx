import { memberAddressList } from '@tongxin/api-client';
import { Button, PullRefresh } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { paths } from '../../../lib/links';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
  useMemberQuery,
  useMemberScope,
  useRequireMember,
} from '../../../components/member-kit';
import { goBack, readChoice, SELECTED_ADDRESS_KEY, writeChoice } from '../choice';
import '../address.css';

function line(a: { province: string; city: string; district: string; address: string }) {
  return [a.province, a.city === a.province ? '' : a.city, a.district, a.address].filter((p) => p !== '').join(' ');
}

/** Picks one of the member's addresses for the page that opened this one (an order form). */
export function Component() {
  const signedIn = useRequireMember();
  const { iid } = useMemberScope();
  const list = useMemberQuery(memberAddressList, {});
  const navigate = useNavigate();
  const go = useAppNavigate();
  const current = readChoice(SELECTED_ADDRESS_KEY) as { id?: number } | null;
  const selectedId = current?.id ?? list.data?.find((a) => a.isDefault)?.id;
  if (!signedIn) return null;
  return (
    <MemberPage title="选择收货地址" side={<span />}>
      <PullRefresh onRefresh={() => list.refetch()} pullingText="下拉刷新" loosingText="释放刷新" loadingText="刷新中…" successText="已刷新">
        <div style={{ minHeight: '60vh' }}>
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
                    goBack(navigate, `/app/index/${iid}`);
                  }}
                >
                  <span className="address-choice-head">
                    {a.name} {a.mobile} {a.isDefault ? <span className="address-choice-default">默认</span> : null}
                  </span>
                  <span className="address-choice-line">{line(a)}</span>
                </button>
              ))}
            </div>
          )}
        </div>
      </PullRefresh>
      <div className="address-choice-footer">
        <Button block round type="primary" onClick={() => go(paths.addressManage())}>
          新增收货地址
        </Button>
        <Button block round onClick={() => go(paths.addressList())} style={{ marginTop: 8 }}>
          管理收货地址
        </Button>
      </div>
    </MemberPage>
  );
}
