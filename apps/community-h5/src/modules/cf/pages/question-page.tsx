import { cf, errorMessage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { QueryView, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { LoadingSkeleton, useDraft } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { ProjectFrame } from '../components/project-frame';

function Answer({ questionId }: { questionId: number }) {
  const [text, setText] = useState('');
  const answer = useWrite(memberScope, cf.answer, { invalidates: [cf.questions] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || answer.isPending) return;
    try {
      await answer.mutateAsync({ questionId, answer: text.trim() });
      setText('');
    } catch (error) {
      toast.fail(errorMessage(error) || '回答失败');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="回答">
      <input value={text} onChange={(e) => setText(e.target.value)} maxLength={500} placeholder="回答这个问题" aria-label="回答内容" />
      <button type="submit" disabled={answer.isPending}>
        回答
      </button>
    </form>
  );
}

function Questions({ project }: { project: cf.Project }) {
  const { token } = useMemberSession();
  const list = useRead(tenantScope, cf.questions, { id: project.id });
  const { values, setField, clear } = useDraft(`cf:ask:${project.id}`, { question: '' });
  const ask = useWrite(memberScope, cf.ask, { invalidates: [cf.questions] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (ask.isPending) return;
    if (values.question.trim().length < 2) {
      toast.warn('最少应该输入2个字符哦');
      return;
    }
    try {
      await ask.mutateAsync({ id: project.id, question: values.question.trim() });
      clear();
      toast.success('已提问，发起人回答后会显示在这里');
    } catch (error) {
      toast.fail(errorMessage(error) || '提问失败');
    }
  };
  return (
    <div className="cf-body">
      {token && !project.mine ? (
        <form className="cf-form" onSubmit={(e) => void submit(e)} aria-label="提问">
          <textarea value={values.question} maxLength={300} onChange={(e) => setField('question', e.target.value)} placeholder="想了解项目的什么？" aria-label="问题" />
          <button type="submit" className="cf-primary" disabled={ask.isPending}>
            提问
          </button>
        </form>
      ) : null}
      <QueryView query={list} empty="还没有人提问" loading={<LoadingSkeleton rows={3} />}>
        {(rows) => (
          <ul aria-label="问答">
            {rows.map((q) => (
              <li key={q.id} className="cf-row" style={{ display: 'block' }}>
                <p>
                  <strong>{q.nickName}</strong> 问：{q.question}
                </p>
                {q.answer ? <p className="cf-muted">发起人答：{q.answer}</p> : project.mine ? <Answer questionId={q.id} /> : <p className="cf-muted">等待发起人回答</p>}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

/** /app/cf/{iid}/question: questions to the launcher and the answers; the launcher answers here. */
export function Component() {
  return <ProjectFrame title="项目问答">{(p) => <Questions project={p} />}</ProjectFrame>;
}
