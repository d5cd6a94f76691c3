import { errorMessage, sport } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-vant';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';


/**
 * /app/question/:iid/:id (and /app/trajectory/qapaper?id): one question per screen, a countdown
 * where the paper has a time limit (answers are submitted when it ends), answers submitted once;
 * answers so far are a draft that survives a reload.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const params = useParams();
  const [search] = useSearchParams();
  const qapaper = useLocation().pathname === sportLinks.qapaper.route;
  const id = Number(params.id ?? search.get('id') ?? (qapaper ? 2 : NaN));
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useAppNavigate();
  const paper = useRead(tenantScope, sport.paper, { id, ...(token ? { token } : {}) }, { enabled: valid });
  const submit = useWrite(memberScope, sport.submitPaper, { invalidates: [sport.paper, sport.paperResult, sport.achievements, sport.growth] });
  const { values, setField, clear } = useDraft<{ index: number; answers: Record<string, number[]> }>(`paper:${id}`, { index: 0, answers: {} });
  const [left, setLeft] = useState<number | null>(null);
  const sent = useRef(false);
  const p = paper.data;

  const send = useCallback(async () => {
    if (!p || sent.current) return;
    sent.current = true;
    try {
      await submit.mutateAsync({ paperId: p.id, answers: JSON.stringify(values.answers) });
      clear();
      navigate(sportLinks.quizResult({ iid, id: p.id }), { replace: true });
    } catch (error) {
      sent.current = false;
      toast.fail(errorMessage(error) || '提交失败');
    }
  }, [p, submit, values.answers, clear, navigate, iid]);

  // The countdown: started when the paper shows, submits what is answered when it reaches zero.
  useEffect(() => {
    if (!p || p.submitted || p.timeLimit === 0) return;
    const end = Date.now() + p.timeLimit * 1000;
    setLeft(p.timeLimit);
    const timer = setInterval(() => setLeft(Math.max(0, Math.round((end - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [p]);
  useEffect(() => {
    if (left === 0) void send();
  }, [left, send]);

  const question = p?.questions[Math.min(values.index, (p?.questions.length ?? 1) - 1)];
  const chosen = question ? (values.answers[String(question.id)] ?? []) : [];
  const choose = (option: number) => {
    if (!question) return;
    const next = question.multi ? (chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option].sort()) : [option];
    setField('answers', { ...values.answers, [String(question.id)]: next });
  };
  const last = p ? values.index >= p.questions.length - 1 : false;

  return (
    <MemberPage title={p?.title ?? '答题'}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : paper.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : paper.isError ? (
        <ErrorState error={paper.error} onRetry={paper.refetch} />
      ) : p?.submitted ? (
        <EmptyState description="你已提交过答卷">
          <Button type="primary" onClick={() => navigate(sportLinks.quizResult({ iid, id: p.id }))}>
            查看成绩
          </Button>
        </EmptyState>
      ) : p && question ? (
        <>
          <section className="sport-section">
            <p className="sport-meta">
              第 {values.index + 1}/{p.questions.length} 题 · {question.multi ? '多选' : '单选'} · {question.score}分
              {left !== null ? <span role="timer" aria-label="剩余时间"> · 剩余 {left} 秒</span> : null}
            </p>
            <h2>{question.text}</h2>
            <div role={question.multi ? 'group' : 'radiogroup'} aria-label={question.text}>
              {question.options.map((o, i) => (
                <button key={o} type="button" role={question.multi ? 'checkbox' : 'radio'} aria-checked={chosen.includes(i)} className="sport-option" onClick={() => choose(i)}>
                  {String.fromCharCode(65 + i)}. {o}
                </button>
              ))}
            </div>
          </section>
          <div className="sport-bar">
            <Button block disabled={values.index === 0} onClick={() => setField('index', values.index - 1)}>
              上一题
            </Button>
            {last ? (
              <Button block type="primary" loading={submit.isPending} onClick={() => void send()}>
                提交答卷
              </Button>
            ) : (
              <Button block type="primary" onClick={() => setField('index', values.index + 1)}>
                下一题
              </Button>
            )}
          </div>
        </>
      ) : (
        <EmptyState description="试卷没有题目" />
      )}
    </MemberPage>
  );
}
