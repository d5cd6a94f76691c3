import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { INPUT_MESSAGES } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

interface CompanyForm {
  name: string;
  position: string;
  startDate: string;
  endDate: string;
}
const EMPTY: CompanyForm = { name: '', position: '', startDate: '', endDate: '' };

/** Adds a company, or edits one (?id): name, position, period; a draft until saved. */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const { userId } = useMemberSession();
  const mine = useRead(memberScope, relation.mine, {});
  const current = id === undefined ? undefined : mine.data?.companies.find((c) => c.id === id);
  const { values, setField, clear } = useDraft<CompanyForm>(`relation-company:${userId ?? 'guest'}:${id ?? 'new'}`, current ? { name: current.name, position: current.position, startDate: current.startDate, endDate: current.endDate } : EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useWrite(memberScope, relation.saveCompany, { invalidates: [relation.mine, relation.profile] });
  const navigate = useAppNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!values.name.trim()) return void setProblem(INPUT_MESSAGES.required);
    setProblem(null);
    if (values.startDate && values.endDate && values.endDate < values.startDate) return void toast.warn('离职日期不能早于入职日期');
    save.mutate(
      { ...values, id },
      {
        onSuccess: () => {
          clear();
          toast.success('保存成功');
          navigate(relationLinks.company(), { replace: true });
        },
        onError: (e) => toast.fail(errorMessage(e) || '保存失败'),
      },
    );
  };
  return (
    <MemberPage title={id ? '编辑工作单位' : '添加工作单位'}>
      {mine.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={mine.refetch} />
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="tx-form">
            <Field label="单位名称" value={values.name} onChange={(v) => setField('name', v)} error={problem} maxLength={60} placeholder="公司或组织名称" />
            <Field label="职位" value={values.position} onChange={(v) => setField('position', v)} maxLength={30} placeholder="选填" />
            <Field label="入职日期" type="date" value={values.startDate} onChange={(v) => setField('startDate', v)} />
            <Field label="离职日期" type="date" value={values.endDate} onChange={(v) => setField('endDate', v)} placeholder="至今可不填" />
          </div>
          <Button block round type="primary" nativeType="submit" loading={save.isPending} disabled={save.isPending}>
            保存
          </Button>
        </form>
      )}
    </MemberPage>
  );
}
