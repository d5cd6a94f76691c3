import { errorMessage, microstore } from '@tongxin/api-client';
import { useList, useRead, useWrite } from '@tongxin/api-client/react';
import { formatFen, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useAppNavigate } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage, PagedList, useDraft } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

interface Chosen {
  id: number;
  title: string;
  image: string;
  price: number;
}

/** Moves the item at `index` by `by` places (−1 up, 1 down), within the list. */
function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * /app/account/storeItemEdit: the goods the store shows (reorder, remove) and the tenant's goods to
 * pick from (search). The choice is a draft until 保存.
 */
export function Component() {
  const { userId } = useMemberSession();
  const shown = useRead(memberScope, microstore.goods, {});
  const [words, setWords] = useState('');
  const [query, setQuery] = useState('');
  const pool = useList(memberScope, microstore.pool, query ? { words: query } : {});
  const { values, setField, clear } = useDraft<{ items: Chosen[] }>(`microstore-items:${userId ?? 'guest'}`, {
    items: (shown.data ?? []).map((g) => ({ id: g.id, title: g.title, image: g.image, price: g.price })),
  });
  const save = useWrite(memberScope, microstore.setGoods, { invalidates: [microstore.goods, microstore.mine, microstore.pool, microstore.shop] });
  const navigate = useAppNavigate();
  const items = values.items;
  const chosen = new Set(items.map((i) => i.id));

  const pick = (g: Chosen) => {
    if (chosen.has(g.id)) return toast.warn('已存在选择列表');
    if (items.length >= microstore.MAX_STORE_GOODS) return toast.warn(`最多选择${microstore.MAX_STORE_GOODS}件商品`);
    setField('items', [...items, g]);
  };
  const submit = () => {
    if (save.isPending) return;
    if (items.length === 0) return toast.warn('请选择商品');
    save.mutate(
      { ids: items.map((i) => i.id) },
      {
        onSuccess: () => {
          clear();
          toast.success('保存成功');
          navigate(microstoreLinks.distributionStore(), { replace: true });
        },
        onError: (e) => toast.fail(errorMessage(e)),
      },
    );
  };

  return (
    <MemberPage title="选择商品">
      <h2 className="ms-section-title">小店展示（{items.length}）</h2>
      {shown.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : shown.isError ? (
        <ErrorState error={shown.error} onRetry={shown.refetch} />
      ) : items.length === 0 ? (
        <p className="tx-muted">还没有选择商品，从下面的商品中挑选吧</p>
      ) : (
        <ol aria-label="已选商品">
          {items.map((g, index) => (
            <li key={g.id} className="ms-row">
              <Picture src={g.image} alt={g.title} width={80} radius={6} style={{ flex: 'none' }} />
              <div className="ms-grow">
                <h3>{g.title}</h3>
                <p className="ms-price">{formatFen(g.price)}</p>
              </div>
              <div className="ms-actions">
                <Button size="mini" disabled={index === 0} aria-label={`上移${g.title}`} onClick={() => setField('items', moved(items, index, -1))}>
                  上移
                </Button>
                <Button size="mini" disabled={index === items.length - 1} aria-label={`下移${g.title}`} onClick={() => setField('items', moved(items, index, 1))}>
                  下移
                </Button>
                <Button size="mini" aria-label={`移除${g.title}`} onClick={() => setField('items', items.filter((i) => i.id !== g.id))}>
                  移除
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button block round type="primary" loading={save.isPending} onClick={submit}>
        保存
      </Button>
      <h2 className="ms-section-title">选择商品</h2>
      <form
        role="search"
        className="ms-search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(words.trim());
        }}
      >
        <input
          type="search"
          enterKeyHint="search"
          aria-label="搜索商品名称"
          placeholder="搜索商品名称"
          maxLength={30}
          value={words}
          onChange={(e) => {
            setWords(e.target.value);
            if (e.target.value === '') setQuery('');
          }}
        />
        <button type="submit">搜索</button>
      </form>
      <PagedList
        label="可选商品"
        list={pool}
        empty={query ? '没有找到相关商品' : '暂无可选的商品'}
        rowKey={(g) => g.id}
        renderRow={(g) => (
          <div className="ms-row">
            <Picture src={g.image} alt={g.title} width={80} radius={6} style={{ flex: 'none' }} />
            <div className="ms-grow">
              <h3>{g.title}</h3>
              <p className="ms-price">{formatFen(g.price)}</p>
              <p className="tx-muted">预计佣金 {formatFen(g.commission)}</p>
            </div>
            <Button size="small" type={chosen.has(g.id) ? 'default' : 'primary'} disabled={chosen.has(g.id)} aria-label={`选择${g.title}`} onClick={() => pick(g)}>
              {chosen.has(g.id) ? '已选' : '选择'}
            </Button>
          </div>
        )}
      />
    </MemberPage>
  );
}
