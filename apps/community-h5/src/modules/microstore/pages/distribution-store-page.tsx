import { errorMessage, microstore } from '@tongxin/api-client';
import { useList, useRead, useWrite } from '@tongxin/api-client/react';
import { formatFen, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { ErrorState, Field, LoadingSkeleton, MemberPage, PagedList, useDraft } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { StoreLogo } from '../store-parts';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

/** Opening the store: a name (the rest is set later in 店铺信息). */
function OpenStore() {
  const { userId } = useMemberSession();
  const { values, setField, clear } = useDraft(`microstore-open:${userId ?? 'guest'}`, { name: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useWrite(memberScope, microstore.save, { invalidates: [microstore.mine] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (values.name.trim() === '') {
      setProblem('必填哦');
      return;
    }
    setProblem(null);
    save.mutate(
      { name: values.name.trim(), logo: '', intro: '' },
      { onSuccess: () => (clear(), toast.success('小店已开通')), onError: (e) => toast.fail(errorMessage(e)) },
    );
  };
  return (
    <form className="ms-form" onSubmit={submit} noValidate>
      <p>开通属于您的小店：挑选组织的商品展示给好友，好友通过您的小店下单，订单会记在您的小店。</p>
      <Field label="店铺名称" value={values.name} onChange={(v) => setField('name', v)} maxLength={microstore.NAME_MAX} placeholder={`不超过${microstore.NAME_MAX}个字`} error={problem} />
      <Button block round type="primary" nativeType="submit" loading={save.isPending}>
        开通小店
      </Button>
    </form>
  );
}

/** The owner's store: its numbers, the set-up menu, and the goods of the tenant to promote with their commission. */
function MyStore({ store }: { store: microstore.Store }) {
  const pool = useList(memberScope, microstore.pool, {});
  return (
    <>
      <section className="ms-head" aria-label="我的小店">
        <StoreLogo name={store.name} logo={store.logo} />
        <div>
          <h2>{store.name}</h2>
          <p className="tx-muted">{store.intro || '还没有店铺简介'}</p>
        </div>
      </section>
      <div className="ms-stats">
        <div>
          <strong data-testid="store-orders">{store.orders}</strong>小店订单
        </div>
        <div>
          <strong>{formatFen(store.salesFen)}</strong>成交金额
        </div>
      </div>
      <nav className="ms-menu" aria-label="小店管理">
        <AppLink to={microstoreLinks.smallStore({ id: store.id, iid: store.iid, saleIid: store.key ? store.iid : undefined, multiDisKey: store.key })}>预览小店</AppLink>
        <AppLink to={microstoreLinks.storeItemEdit()}>选择商品（{store.goodsIds.length}）</AppLink>
        <AppLink to={microstoreLinks.storeSet()}>店铺设置</AppLink>
        <AppLink to={microstoreLinks.storeQrcode()}>小店二维码</AppLink>
      </nav>
      <h2 className="ms-section-title">推广商品</h2>
      <PagedList
        label="推广商品"
        list={pool}
        empty="暂无可推广的商品"
        rowKey={(g) => g.id}
        renderRow={(g) => (
          <div className="ms-row">
            <Picture src={g.image} alt={g.title} width={80} radius={6} style={{ flex: 'none' }} />
            <div className="ms-grow">
              <h3>{g.title}</h3>
              <p className="ms-price">{formatFen(g.price)}</p>
              <p className="tx-muted">预计佣金 {formatFen(g.commission)}</p>
            </div>
            <span className="tx-muted">{g.chosen ? '已在小店' : ''}</span>
          </div>
        )}
      />
    </>
  );
}

/** /app/account/distributionStore: the member's store, or opening one. */
export function Component() {
  const mine = useRead(memberScope, microstore.mine, {});
  return (
    <MemberPage title="我的小店">
      {mine.isPending ? <LoadingSkeleton rows={3} /> : mine.isError ? <ErrorState error={mine.error} onRetry={mine.refetch} /> : mine.data ? <MyStore store={mine.data} /> : <OpenStore />}
    </MemberPage>
  );
}
