import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import type { FormEvent } from 'react';
import { Button } from 'react-vant';
import { useAppNavigate } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** Extra info (relation/extra): up to ten fields of the member's own naming, kept as a draft until saved. */
export function Component() {
  const { userId } = useMemberSession();
  const mine = useRead(memberScope, relation.mine, {});
  const { values, setField, clear } = useDraft<{ items: relation.ExtraItem[] }>(`relation-extra:${userId ?? 'guest'}`, { items: mine.data?.extra ?? [] });
  const save = useWrite(memberScope, relation.saveExtra, { invalidates: [relation.mine, relation.profile] });
  const navigate = useAppNavigate();
  const items = values.items;
  const set = (i: number, part: 'label' | 'value', v: string) => setField('items', items.map((x, j) => (j === i ? { ...x, [part]: v } : x)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const half = items.findIndex((x) => Boolean(x.label.trim()) !== Boolean(x.value.trim()));
    if (half >= 0) return void toast.warn(`第${half + 1}项：名称和内容都要填写`);
    save.mutate(
      { items: items.filter((x) => x.label.trim()) },
      {
        onSuccess: () => {
          clear();
          toast.success('保存成功');
          navigate(relationLinks.index(), { replace: true });
        },
        onError: (e) => toast.fail(errorMessage(e) || '保存失败'),
      },
    );
  };
  return (
    <MemberPage title="扩展信息">
      {mine.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={mine.refetch} />
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="tx-muted">添加你想展示的信息，如“擅长领域”“服务时长”，最多{relation.EXTRA_MAX}项。</p>
          {items.map((x, i) => (
            <fieldset key={i} className="relation-section" aria-label={`第${i + 1}项`}>
              <input aria-label={`第${i + 1}项名称`} className="relation-textarea" style={{ minHeight: 0 }} maxLength={10} placeholder="名称，如：特长" value={x.label} onChange={(e) => set(i, 'label', e.target.value)} />
              <input aria-label={`第${i + 1}项内容`} className="relation-textarea" style={{ minHeight: 0, marginTop: 8 }} maxLength={100} placeholder="内容" value={x.value} onChange={(e) => set(i, 'value', e.target.value)} />
              <button type="button" className="relation-plain-button" onClick={() => setField('items', items.filter((_, j) => j !== i))}>删除</button>
            </fieldset>
          ))}
          <div className="relation-actions">
            <Button round disabled={items.length >= relation.EXTRA_MAX} onClick={() => setField('items', [...items, { label: '', value: '' }])}>
              添加一项
            </Button>
            <Button round type="primary" nativeType="submit" loading={save.isPending} disabled={save.isPending}>
              保存
            </Button>
          </div>
        </form>
      )}
    </MemberPage>
  );
}
