import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, QueryView, toast } from '@tongxin/ui';
import { INPUT_MESSAGES, textLength } from '@tongxin/validators';
import type { FormEvent } from 'react';
import { Button } from 'react-vant';
import { Field, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import '../relation.css';

const MAX = 500;
const MIN = 5;

/** Feedback to the organisation (relation/opinion), kept as a draft until sent; what the member sent before. */
export function Component() {
  const { userId } = useMemberSession();
  const { values, setField, clear, setValues } = useDraft(`relation-opinion:${userId ?? 'guest'}`, { content: '', contact: '' });
  const sent = useRead(memberScope, relation.opinions, {});
  const send = useWrite(memberScope, relation.opinion, { invalidates: [relation.opinions] });
  const length = textLength(values.content);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (length < MIN) return void toast.warn(INPUT_MESSAGES.minLength(MIN));
    if (length > MAX) return void toast.warn(INPUT_MESSAGES.maxLength(MAX));
    send.mutate(values, {
      onSuccess: () => {
        clear();
        setValues({ content: '', contact: '' });
        toast.success('提交成功，感谢你的反馈');
      },
      onError: (e) => toast.fail(errorMessage(e) || '提交失败'),
    });
  };
  return (
    <MemberPage title="意见反馈">
      <form onSubmit={submit} noValidate className="relation-section">
        <label className="tx-field-label" htmlFor="relation-opinion">反馈内容</label>
        <textarea id="relation-opinion" className="relation-textarea" value={values.content} onChange={(e) => setField('content', e.target.value)} placeholder="说说你的建议或遇到的问题" />
        <p className="tx-muted" aria-live="polite">
          {length}/{MAX}
        </p>
        <div className="tx-form">
          <Field label="联系方式" value={values.contact} onChange={(v) => setField('contact', v)} maxLength={60} placeholder="选填，方便我们回复你" />
        </div>
        <Button block round type="primary" nativeType="submit" loading={send.isPending} disabled={send.isPending}>
          提交反馈
        </Button>
      </form>
      <QueryView query={sent} empty="还没有提交过反馈">
        {(rows) => (
          <section className="relation-section" aria-label="我的反馈">
            <h3>我的反馈</h3>
            <ul className="relation-rows">
              {rows.map((o) => (
                <li key={o.id}>
                  <span>{o.content}</span>
                  <small>{formatDate(o.createdAt, 2)}</small>
                </li>
              ))}
            </ul>
          </section>
        )}
      </QueryView>
    </MemberPage>
  );
}
