import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, toast } from '@tongxin/ui';
import { INPUT_MESSAGES, isChineseName, isEmail } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useAppNavigate } from '../../../components/app-link';
import { ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

interface BaseForm {
  realName: string;
  gender: number;
  birthday: string;
  wechat: string;
  email: string;
  city: string;
  intro: string;
}
const EMPTY: BaseForm = { realName: '', gender: 0, birthday: '', wechat: '', email: '', city: '', intro: '' };

/** The first problem of the form, by field (the spec §5 words). */
export function baseProblems(v: BaseForm): Partial<Record<keyof BaseForm, string>> {
  const problems: Partial<Record<keyof BaseForm, string>> = {};
  if (v.realName.trim() && !isChineseName(v.realName.trim())) problems.realName = INPUT_MESSAGES.chineseName;
  if (v.email.trim() && !isEmail(v.email.trim())) problems.email = INPUT_MESSAGES.email;
  if (v.intro.length > 500) problems.intro = INPUT_MESSAGES.maxLength(500);
  return problems;
}

/** Base info (relation/baseinfo): what is typed survives a reload until it is saved. */
export function Component() {
  const { userId } = useMemberSession();
  const mine = useRead(memberScope, relation.mine, {});
  const saved: BaseForm = mine.data ? { realName: mine.data.realName, gender: mine.data.gender, birthday: mine.data.birthday, wechat: mine.data.wechat, email: mine.data.email, city: mine.data.city, intro: mine.data.intro } : EMPTY;
  const { values, setField, clear } = useDraft<BaseForm>(`relation-base:${userId ?? 'guest'}`, saved);
  const [problems, setProblems] = useState<Partial<Record<keyof BaseForm, string>>>({});
  const save = useWrite(memberScope, relation.saveBase, { invalidates: [relation.mine, relation.profile] });
  const navigate = useAppNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = baseProblems(values);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return void toast.warn(first);
    save.mutate(values, {
      onSuccess: () => {
        clear();
        toast.success('保存成功');
        navigate(relationLinks.index(), { replace: true });
      },
      onError: (e) => toast.fail(errorMessage(e) || '保存失败'),
    });
  };
  const text = (name: 'realName' | 'wechat' | 'email' | 'city', label: string, placeholder: string) => (
    <Field label={label} value={values[name]} onChange={(v) => setField(name, v)} error={problems[name] ?? null} placeholder={placeholder} />
  );
  return (
    <MemberPage title="基本信息">
      {mine.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={mine.refetch} />
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="tx-form">
            {text('realName', '姓名', '选填，2-6个中文字')}
            <div className="tx-field">
              <div className="tx-field-row" role="radiogroup" aria-label="性别">
                <span className="tx-field-label">性别</span>
                {[1, 2, 0].map((g) => (
                  <label key={g}>
                    <input type="radio" name="gender" checked={values.gender === g} onChange={() => setField('gender', g)} /> {relation.GENDER_LABEL[g]}
                  </label>
                ))}
              </div>
            </div>
            <Field label="生日" type="date" value={values.birthday} onChange={(v) => setField('birthday', v)} max={formatDate(Date.now(), 2)} />
            {text('wechat', '微信号', '选填')}
            {text('email', '邮箱', '选填')}
            {text('city', '所在城市', '如：杭州')}
            <div className="tx-field">
              <label className="tx-field-label" htmlFor="relation-intro">个人简介</label>
              <textarea id="relation-intro" className="relation-textarea" maxLength={500} value={values.intro} onChange={(e) => setField('intro', e.target.value)} placeholder="介绍一下自己，最多500字" />
              {problems.intro ? <p className="tx-field-error" role="alert">{problems.intro}</p> : null}
            </div>
          </div>
          <Button block round type="primary" nativeType="submit" loading={save.isPending} loadingText="保存中…" disabled={save.isPending}>
            保存
          </Button>
        </form>
      )}
    </MemberPage>
  );
}
