import { distribution, errorMessage, home } from '@tongxin/api-client';
import { useList, useRead, useWrite } from '@tongxin/api-client/react';
import { formatFen, Poster, ScrollTabs, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, Field, LoadingSkeleton, MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope, publicScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { percent } from '../use-role';
import { distributionLinks } from '../../../lib/links/distribution-links';
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

const DEFAULT_TITLE = '和我一起做公益，扫码加入';

/** The poster's title and the distributor's card (spec §7 user role ext): kept on the role, edited here. */
function PosterSettings({ ext, onDone }: { ext: distribution.RoleExt; onDone: () => void }) {
  const [values, setValues] = useState(ext);
  const save = useWrite(memberScope, distribution.roleExtUpdate, { invalidates: [distribution.roleExtGet] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => {
        toast.success('保存成功');
        onDone();
      },
      onError: (e) => toast.fail(errorMessage(e)),
    });
  };
  const set = (key: keyof distribution.RoleExt) => (v: string) => setValues((s) => ({ ...s, [key]: v }));
  return (
    <form className="dis-card" aria-label="海报设置" onSubmit={submit} noValidate>
      <Field label="海报标题" value={values.posterTitle} onChange={set('posterTitle')} maxLength={30} placeholder={DEFAULT_TITLE} />
      <Field label="微信号" value={values.wechatId} onChange={set('wechatId')} maxLength={40} placeholder="选填，好友可加你咨询" />
      <Field label="推广简介" value={values.intro} onChange={set('intro')} maxLength={200} placeholder="选填，如：社区团购小助手" />
      <div className="dis-actions">
        <Button size="small" round nativeType="button" onClick={onDone}>
          取消
        </Button>
        <Button size="small" round type="danger" nativeType="submit" loading={save.isPending}>
          保存
        </Button>
      </div>
    </form>
  );
}

/** What the distributor may promote: a tab per module with its rates (item/modules), the items with their commission. */
function PromotedItems({ multiDisKey, iid }: { multiDisKey: string; iid: number }) {
  const modules = useRead(tenantScope, distribution.itemModules, {});
  const [tab, setTab] = useState<number | 'all'>('all');
  const items = useList(tenantScope, distribution.itemList, tab === 'all' ? {} : { businessType: tab });
  const offered = (modules.data ?? []).filter((m) => m.items > 0);
  const list = (
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
  );
  return (
    <section className="dis-card" aria-labelledby="dis-promoted">
      <h2 id="dis-promoted" className="dis-card-title">推广商品</h2>
      {offered.length > 1 ? (
        <ScrollTabs
          tabs={[{ name: 'all', title: '全部' }, ...offered.map((m) => ({ name: m.businessType, title: `${m.name} ${percent(m.rate1Bp)}` }))]}
          active={tab}
          onChange={(name) => setTab(name === 'all' ? 'all' : Number(name))}
          label="推广模块"
        >
          {list}
        </ScrollTabs>
      ) : (
        list
      )}
    </section>
  );
}

/** /app/dis/share — the distributor's poster and invite link (their key), and the items they may promote with their links. */
export function Component() {
  const { iid } = useMemberSession();
  const key = useRead(memberScope, distribution.getKey, {});
  const ext = useRead(memberScope, distribution.roleExtGet, {}, { enabled: key.isSuccess });
  const [editing, setEditing] = useState(false);
  const main = useRead(publicScope, home.mainPage, { iid });
  if (key.isPending) return <MemberPage title="邀请海报"><LoadingSkeleton rows={4} /></MemberPage>;
  if (key.isError)
    return (
      <MemberPage title="邀请海报">
        {errorMessage(key.error) === distribution.getKey.errors.notDistributor.msg ? (
          <div className="dis-card">
            <EmptyState description="您还不是分销员，请先申请" />
            <AppLink className="dis-chip" to={distributionLinks.apply()}>去申请</AppLink>
          </div>
        ) : (
          <ErrorState error={key.error} onRetry={key.refetch} />
        )}
      </MemberPage>
    );
  const { multiDisKey, nickName, headImg } = key.data;
  const invite = sharedLink(distributionLinks.apply({ disrParentMultiDisKey: multiDisKey }), multiDisKey, iid);
  const bind = sharedLink(distributionLinks.bind({ multiDisKey }), multiDisKey, iid);
  const card = ext.data;
  // The poster's picture: the tenant's first banner (a distributor chooses its words, not a picture).
  const bgImg = main.data?.banners[0]?.image || undefined;
  return (
    <MemberPage title="邀请海报">
      <section className="dis-card" aria-label="海报分享">
        <Poster poster={{ bgImg, userName: nickName, userImg: headImg || undefined, title: card?.posterTitle || DEFAULT_TITLE, dstUrl: bind }} alt="我的邀请海报" width="80%" />
        {card && !editing ? (
          <p className="dis-status">
            {[card.intro, card.wechatId ? `微信：${card.wechatId}` : ''].filter(Boolean).join(' · ')}{' '}
            <button type="button" className="dis-chip" onClick={() => setEditing(true)}>
              海报设置
            </button>
          </p>
        ) : null}
      </section>
      {card && editing ? <PosterSettings ext={card} onDone={() => setEditing(false)} /> : null}
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
      <PromotedItems multiDisKey={multiDisKey} iid={iid} />
    </MemberPage>
  );
}
