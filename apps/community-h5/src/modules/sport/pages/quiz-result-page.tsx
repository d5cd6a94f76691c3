import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../sport.css';

/** /app/question/:iid/:id/result: the score and, after submission, each question's correct answer. */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useRead(memberScope, sport.paperResult, { paperId: id }, { enabled: valid });
  const r = result.data;
  return (
    <MemberPage title="答题成绩">
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : result.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={result.refetch} />
      ) : r ? (
        <>
          <section className="sport-score" aria-label="得分">
            <p>{r.title}</p>
            <strong>{r.score}</strong>
            <p className="sport-meta">
              满分 {r.totalScore} · 答对 {r.correctCount}/{r.questions.length} 题
            </p>
          </section>
          {r.questions.map((q, n) => (
            <section key={q.id} className="sport-section" aria-label={`第${n + 1}题`}>
              <h2>
                {n + 1}. {q.text} {q.correct ? '✓' : '✗'}
              </h2>
              {q.options.map((o, i) => (
                <div key={o} className={`sport-option${q.answer.includes(i) ? ' is-right' : q.mine.includes(i) ? ' is-wrong' : ''}`}>
                  {String.fromCharCode(65 + i)}. {o}
                  {q.answer.includes(i) ? '（正确答案）' : q.mine.includes(i) ? '（你的答案）' : ''}
                </div>
              ))}
            </section>
          ))}
        </>
      ) : null}
    </MemberPage>
  );
}
