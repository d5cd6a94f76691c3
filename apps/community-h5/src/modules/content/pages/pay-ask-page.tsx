import '../content.css';
import { content, order } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView, toast } from '@tongxin/ui';
import { textLength } from '@tongxin/validators';
import { useId } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { MemberPage, useDraft } from '../../../components/member-kit';
import { PagedList } from '../../../components/paged-list';
import { Picture } from '../../../components/picture';
import { memberScope, tenantScope } from '../../../components/scopes';
import { payStatusText, useContentPay } from '../components/use-content-pay';

/** What is wrong with the question as typed, in the server's words; null when it can be asked. */
export function questionProblem(text: string): string | null {
  const length = textLength(text.trim());
  if (length < content.ASK_MIN) return content.ASK_ERRORS.tooShort.msg;
  if (length > content.ASK_MAX) return content.ASK_ERRORS.tooLong.msg;
  return null;
}

/**
 * /app/pay/ask?iid&id: 付费问答. The expert (`id`, else the organisation's first), their price per
 * question, the question form (its draft survives a reload) and pay: an order of BUSINESS_TYPE.ask
 * priced by the server at the expert's price, paid through the checkout kit. The question is kept
 * once the provider's notify reached the server; 我的提问 lists the member's questions with the
 * experts' answers, the time by which an open one is answered, and the refund of one that was not.
 */
export function Component() {
  const [search] = useSearchParams();
  const experts = useRead(tenantScope, content.experts, {});
  const mine = useList(memberScope, content.myQuestions, {});
  return (
    <MemberPage title="付费问答">
      <QueryView query={experts} isEmpty={(d) => d.list.length === 0} empty="暂时没有可以提问的专家">
        {(data) => <AskForm experts={data.list} wanted={Number(search.get('id')) || null} />}
      </QueryView>
      <h3 className="content-section-title">我的提问</h3>
      <PagedList list={mine} label="我的提问" empty="还没有提过问题" rowKey={(q) => q.id} renderRow={(q) => <AskedRow question={q} />} refreshable={false} />
    </MemberPage>
  );
}

function AskForm({ experts, wanted }: { experts: readonly content.Expert[]; wanted: number | null }) {
  const inputId = useId();
  const { values, setField, clear } = useDraft<{ expertId: number; question: string }>('pay-ask', { expertId: wanted ?? experts[0]!.id, question: '' });
  const expert = experts.find((e) => e.id === (wanted ?? values.expertId)) ?? experts[0]!;
  const pay = useContentPay({ reloads: [content.myQuestions, content.experts] });
  const problem = values.question.trim() ? questionProblem(values.question) : null;
  const status = payStatusText(pay.phase, pay.canPay);

  async function submit() {
    const trouble = questionProblem(values.question);
    if (trouble) return void toast.fail(trouble);
    const paid = await pay.buy({ orderType: order.BUSINESS_TYPE.ask, keys: String(expert.id), info: values.question.trim() });
    if (paid) {
      clear();
      setField('question', '');
      pay.reset();
      toast.success('提问成功，专家回答后会显示在「我的提问」');
    }
  }

  return (
    <section className="content-series" aria-label="向专家提问">
      {experts.length > 1 && wanted === null ? (
        <div className="content-amounts" role="radiogroup" aria-label="选择专家">
          {experts.map((e) => (
            <button key={e.id} type="button" role="radio" aria-checked={e.id === expert.id} disabled={pay.busy} onClick={() => setField('expertId', e.id)}>
              {e.name}
            </button>
          ))}
        </div>
      ) : null}
      <div className="content-expert">
        {expert.avatar ? <Picture src={expert.avatar} alt={expert.name} ratio={1} width="3.2rem" /> : null}
        <div>
          <h2 className="content-title">{expert.name}</h2>
          <p className="content-meta">
            <span>{expert.title}</span>
            <span>已回答{expert.answered}个问题</span>
          </p>
        </div>
      </div>
      {expert.intro ? <p className="content-intro">{expert.intro}</p> : null}
      <p className="content-price-line">{formatFen(expert.priceFen)} / 问</p>
      <label htmlFor={inputId} className="content-label">
        你的问题
      </label>
      <textarea
        id={inputId}
        className="content-textarea"
        rows={5}
        value={values.question}
        placeholder={`请把问题描述清楚（${content.ASK_MIN}–${content.ASK_MAX}字），专家会尽快回答`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => setField('question', e.target.value)}
      />
      <p className="content-muted" aria-live="polite">
        {textLength(values.question.trim())}/{content.ASK_MAX}
      </p>
      {problem ? <p role="alert" className="content-error">{problem}</p> : null}
      <div className="content-buy-bar">
        {status ? <p role="status">{status}</p> : null}
        <Button block round type="primary" loading={pay.busy} disabled={pay.busy || !pay.canPay} onClick={() => void submit()}>
          支付 {formatFen(expert.priceFen)} 并提问
        </Button>
      </div>
    </section>
  );
}

function AskedRow({ question: q }: { question: content.AskedQuestion }) {
  return (
    <article className="content-qa" aria-label={q.question}>
      <p className="content-meta">
        <span>问 {q.expertName}</span>
        <span>{formatFen(q.amountFen)}</span>
        <span>{formatDate(q.askedAt, 4)}</span>
      </p>
      <p>{q.question}</p>
      {q.answer ? (
        <p className="content-answer">
          <strong>{q.expertName}答：</strong>
          {q.answer}
        </p>
      ) : q.refundedAt ? (
        <p className="content-refunded">
          <strong>已退款</strong> 专家未在规定时间内回答，{formatFen(q.amountFen)} 已于 {formatDate(q.refundedAt, 4)} 原路退回
        </p>
      ) : (
        <p className="content-muted">
          等待专家回答，{formatDate(q.answerBy, 4)} 前未回答将全额退款
        </p>
      )}
    </article>
  );
}
