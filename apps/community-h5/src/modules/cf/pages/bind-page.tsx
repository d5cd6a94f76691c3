import { cf, errorMessage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { QueryView, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Field, LoadingSkeleton, useDraft } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ProjectFrame } from '../components/project-frame';

function Payout({ project }: { project: cf.Project }) {
  const current = useRead(memberScope, cf.payout, { id: project.id });
  const { values, setField, clear } = useDraft(`cf:bind:${project.id}`, { holder: '', bank: '', account: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const bind = useWrite(memberScope, cf.bind, { invalidates: [cf.payout, cf.project, cf.mine] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (bind.isPending) return;
    if (!values.holder.trim() || !values.bank.trim() || !values.account.trim()) {
      setProblem('必填哦');
      return;
    }
    try {
      await bind.mutateAsync({ id: project.id, holder: values.holder.trim(), bank: values.bank.trim(), account: values.account.trim() });
      clear();
      setProblem(null);
      toast.success('收款账户已保存');
    } catch (error) {
      setProblem(errorMessage(error) || '保存失败');
    }
  };
  return (
    <div className="cf-body">
      <QueryView query={current} isEmpty={() => false} loading={<LoadingSkeleton rows={2} />}>
        {(p) => <p className="cf-muted">{p ? `当前收款账户：${p.holder} ${p.bank} ${p.account}` : '尚未绑定收款账户：众筹成功后，筹得的款项结算到你的钱包，机构审核提现时核对此账户'}</p>}
      </QueryView>
      <form className="tx-card" onSubmit={(e) => void submit(e)} aria-label="收款账户">
        <Field label="户名" value={values.holder} onChange={(v) => setField('holder', v)} maxLength={20} />
        <Field label="开户银行" value={values.bank} onChange={(v) => setField('bank', v)} maxLength={40} />
        <Field label="银行账号" value={values.account} onChange={(v) => setField('account', v)} inputMode="numeric" maxLength={30} error={problem} />
        <button type="submit" className="cf-primary" disabled={bind.isPending}>
          保存
        </button>
      </form>
    </div>
  );
}

/** /app/cf/{iid}/bind: the launcher's payout account for the project (the launcher only; others are told so by the server). */
export function Component() {
  return <ProjectFrame title="收款账户">{(p) => (p.mine ? <Payout project={p} /> : <p className="cf-body">只有发起人可以设置收款账户</p>)}</ProjectFrame>;
}
