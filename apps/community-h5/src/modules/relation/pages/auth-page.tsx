import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, toast } from '@tongxin/ui';
import { ID_NUMBER_MESSAGES, INPUT_MESSAGES, isChineseName, validateIdCard } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import '../relation.css';

interface AuthForm {
  name: string;
  idNumber: string;
}

/** The problems of the form in the spec's words (§5: a Chinese name, a national ID with a valid checksum). */
export function authProblems(v: AuthForm, today = new Date()): Partial<Record<keyof AuthForm, string>> {
  const problems: Partial<Record<keyof AuthForm, string>> = {};
  const name = v.name.trim();
  if (!name) problems.name = INPUT_MESSAGES.required;
  else if (!isChineseName(name)) problems.name = INPUT_MESSAGES.chineseName;
  const id = v.idNumber.trim();
  if (!id) problems.idNumber = INPUT_MESSAGES.required;
  else {
    const checked = validateIdCard(id.toUpperCase(), today);
    if (!checked.ok) problems.idNumber = ID_NUMBER_MESSAGES[checked.reason];
  }
  return problems;
}

/** Identity verification (relation/auth): a real name and a national ID; once verified, the full number shows to its owner only. */
export function Component() {
  const { userId } = useMemberSession();
  const mine = useRead(memberScope, relation.mine, {});
  const { values, setField, clear } = useDraft<AuthForm>(`relation-auth:${userId ?? 'guest'}`, { name: '', idNumber: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof AuthForm, string>>>({});
  const verify = useWrite(memberScope, relation.verify, { invalidates: [relation.mine, relation.profile] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const found = authProblems(values);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return void toast.warn(first);
    verify.mutate(
      { name: values.name.trim(), idNumber: values.idNumber.trim().toUpperCase() },
      {
        onSuccess: () => {
          clear();
          toast.success('实名认证成功');
        },
        onError: (e) => {
          const message = errorMessage(e);
          setProblems({ idNumber: message });
          toast.fail(message);
        },
      },
    );
  };
  return (
    <MemberPage title="实名认证">
      {mine.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : mine.isError || !mine.data ? (
        <ErrorState error={mine.error} onRetry={mine.refetch} />
      ) : mine.data.auth.status === relation.AUTH_STATUS.verified ? (
        <section className="relation-section" aria-label="认证信息">
          <h3>
            已认证<span className="relation-badge">已实名</span>
          </h3>
          <ul className="relation-rows">
            <li><span>姓名</span><span>{mine.data.auth.name}</span></li>
            <li><span>身份证号</span><span>{mine.data.auth.idNumber}</span></li>
            <li><span>认证时间</span><span>{mine.data.auth.verifiedAt ? formatDate(mine.data.auth.verifiedAt, 3) : ''}</span></li>
          </ul>
          <p className="tx-muted">完整证件号只有你自己能看到，其他成员只看到“已实名”。</p>
        </section>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="tx-muted">状态：未认证。认证后其他成员会看到“已实名”标识，证件号不会展示给任何人。</p>
          <div className="tx-form">
            <Field label="真实姓名" value={values.name} onChange={(v) => setField('name', v)} error={problems.name ?? null} placeholder="请输入中文姓名" autoComplete="name" />
            <Field label="身份证号" value={values.idNumber} onChange={(v) => setField('idNumber', v)} error={problems.idNumber ?? null} placeholder="15或18位身份证号码" maxLength={18} />
          </div>
          <Button block round type="primary" nativeType="submit" loading={verify.isPending} loadingText="提交中…" disabled={verify.isPending}>
            提交认证
          </Button>
        </form>
      )}
    </MemberPage>
  );
}
