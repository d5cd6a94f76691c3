import { distribution, errorMessage } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { formatFen, Poster, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { paths } from '../../../lib/links';
import '../distribution.css';

/** A link of this site carrying the distributor's key (spec §2 multiDisKey; saleIid the tenant). */
export function sharedLink(path: string, key: string, iid: number): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('multiDisKey', key);
  url.searchParams.set('saleIid', String(iid));
  return url.toString();
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('链接已复制');
  } catch {
    toast.info('请长按链接手动复制');
  }
}

/** /app/dis/share — the distributor's poster and invite link (their key), and the items they may promote with their links. */
export function Component() {
  const { iid } = useMemberSession();
  const key = useRead(memberScope, distribution.getKey, {});
  const items = useList(tenantScope, distribution.itemList, {});
  if (key.isPending) return <MemberPage title="邀请海报"><LoadingSkeleton rows={4} /></MemberPage>;
  if (key.isError)
    return (
      <MemberPage title="邀请海报">
        {errorMessage(key.error) === distribution.getKey.errors.notDistributor.msg ? (
          <div className="dis-card">
            <EmptyState description="您还不是分销员，请先申请" />
            <AppLink className="dis-chip" to={paths.distrApply()}>去申请</AppLink>
          </div>
        ) : (
          <ErrorState error={key.error} onRetry={key.refetch} />
        )}
      </MemberPage>
    );
  const { multiDisKey, nickName, headImg } = key.data;
  const invite = sharedLink(paths.distrApply(multiDisKey), multiDisKey, iid);
  const bind = sharedLink(paths.disBind(multiDisKey), multiDisKey, iid);
  return (
    <MemberPage title="邀请海报">
      <section className="dis-card" aria-label="海报分享">
        <Poster poster={{ userName: nickName, userImg: headImg || undefined, title: '和我一起做公益，扫码加入', dstUrl: bind }} alt="我的邀请海报" width="80%" />
      </section>
      <section className="dis-card" aria-label="我的邀请码">
        <p>
          我的邀请码：<strong data-testid="dis-key">{multiDisKey}</strong>
        </p>
        <p className="dis-status">好友打开链接成为您的粉丝，下单您得佣金：</p>
        <p className="dis-link" data-testid="dis-bind-link">{bind}</p>
        <Button size="small" round onClick={() => void copy(bind)}>复制粉丝链接</Button>
        <p className="dis-status">邀请好友申请成为您的下级分销员：</p>
        <p className="dis-link" data-testid="dis-invite-link">{invite}</p>
        <Button size="small" round onClick={() => void copy(invite)}>复制邀请链接</Button>
      </section>
      <h2 className="dis-card">推广商品</h2>
      <PagedList
        label="推广商品"
        list={items}
        empty="暂无可推广的商品"
        rowKey={(i) => i.id}
        renderRow={(i) => (
          <div className="dis-row">
            <div>
              <p>{i.title}</p>
              <p className="dis-status">
                {formatFen(i.priceFen)} · 预计佣金 {formatFen(i.commissionFen)}
              </p>
            </div>
            <Button size="small" type="danger" round aria-label={`分享赚：${i.title}`} onClick={() => void copy(sharedLink(i.link, multiDisKey, iid))}>
              分享赚
            </Button>
          </div>
        )}
      />
    </MemberPage>
  );
}
