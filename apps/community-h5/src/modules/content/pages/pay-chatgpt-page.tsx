import '../content.css';
import { content, errorMessage, order } from '@tongxin/api-client';
import { useList, useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView, toast } from '@tongxin/ui';
import { textLength } from '@tongxin/validators';
import { useId, useState } from 'react';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { MemberPage, useDraft } from '../../../components/member-kit';
import { PagedList } from '../../../components/paged-list';
import { memberScope } from '../../../components/scopes';
import { payStatusText, useContentPay } from '../components/use-content-pay';

/** What the page says about who answers: the truth about the local assistant. */
export const ASSISTANT_NOTE: Record<'local' | 'http', string> = {
  local: '助手从本组织发布的文章中查找答案（按关键词匹配，不是大模型），并附上出处；没有找到相关内容时不扣次数。',
  http: '助手由组织接入的大模型服务回答，答案仅供参考。',
};

/**
 * /app/pay/chatgpt?iid: questions to the organisation's assistant. The member buys a pack of
 * questions (an order of BUSINESS_TYPE.aiCredits, priced by the server, paid through the checkout
 * kit; credited once the notify reached the server), then asks: each question takes one credit.
 * The question's draft survives a reload; the answers so far are listed under it.
 */
export function Component() {
  const info = useRead(memberScope, content.aiInfo, {});
  const history = useList(memberScope, content.aiHistory, {});
  return (
    <MemberPage title="智能问答">
      <QueryView query={info} isEmpty={() => false}>
        {(data) => <Assistant info={data} />}
      </QueryView>
      <h3 className="content-section-title">问答记录</h3>
      <PagedList list={history} label="问答记录" empty="还没有提过问题" rowKey={(a) => a.id} renderRow={(a) => <AnswerView answer={a} />} refreshable={false} />
    </MemberPage>
  );
}

function Assistant({ info }: { info: { packs: readonly content.AiPack[]; credits: number; provider: 'local' | 'http' } }) {
  const inputId = useId();
  const [packId, setPackId] = useState(info.packs[0]?.id ?? 0);
  const pack = info.packs.find((p) => p.id === packId);
  const pay = useContentPay({ reloads: [content.aiInfo] });
  const ask = useWrite(memberScope, content.aiAsk, { invalidates: [content.aiInfo, content.aiHistory] });
  const { values, setField, clear } = useDraft<{ question: string }>('pay-chatgpt', { question: '' });
  const [latest, setLatest] = useState<content.AiAnswer | null>(null);
  const length = textLength(values.question.trim());
  const tooLong = length > content.AI_QUESTION_MAX;
  const status = payStatusText(pay.phase, pay.canPay);

  async function buy() {
    if (!pack) return;
    if (await pay.buy({ orderType: order.BUSINESS_TYPE.aiCredits, keys: String(pack.id) })) pay.reset();
  }

  async function submit() {
    const question = values.question.trim();
    if (!question) return void toast.fail(content.AI_ERRORS.empty.msg);
    if (tooLong) return void toast.fail(content.AI_ERRORS.tooLong.msg);
    try {
      const reply = await ask.mutateAsync({ question });
      setLatest(reply.answer);
      clear();
      setField('question', '');
    } catch (error) {
      toast.fail(errorMessage(error) || '提问失败，请重试');
    }
  }

  return (
    <>
      <section className="content-series" aria-label="提问">
        <p className="content-intro">{ASSISTANT_NOTE[info.provider]}</p>
        <p className="content-price-line" aria-label="剩余次数">剩余 {info.credits} 次</p>
        <label htmlFor={inputId} className="content-label">
          你的问题
        </label>
        <textarea
          id={inputId}
          className="content-textarea"
          rows={3}
          value={values.question}
          placeholder="例如：植树节活动在哪里集合？"
          aria-invalid={tooLong ? true : undefined}
          onChange={(e) => setField('question', e.target.value)}
        />
        <p className="content-muted">
          {length}/{content.AI_QUESTION_MAX}
        </p>
        {tooLong ? <p role="alert" className="content-error">{content.AI_ERRORS.tooLong.msg}</p> : null}
        <Button block round type="primary" loading={ask.isPending} disabled={ask.isPending || info.credits === 0} onClick={() => void submit()}>
          {info.credits === 0 ? '次数已用完，请先购买' : '提问（扣 1 次）'}
        </Button>
        {latest ? (
          <div aria-label="最新回答" role="region">
            <AnswerView answer={latest} />
          </div>
        ) : null}
      </section>
      <section className="content-series" aria-label="购买次数">
        <h3>购买次数</h3>
        <div className="content-amounts" role="radiogroup" aria-label="次数包">
          {info.packs.map((p) => (
            <button key={p.id} type="button" role="radio" aria-checked={p.id === packId} disabled={pay.busy} onClick={() => setPackId(p.id)}>
              {p.questions}次 {formatFen(p.priceFen)}
            </button>
          ))}
        </div>
        {status ? <p role="status">{status}</p> : null}
        <Button block round type="primary" plain loading={pay.busy} disabled={pay.busy || !pay.canPay || !pack} onClick={() => void buy()}>
          {pack ? `购买 ${pack.questions} 次 ${formatFen(pack.priceFen)}` : '购买'}
        </Button>
      </section>
    </>
  );
}

function AnswerView({ answer: a }: { answer: content.AiAnswer }) {
  return (
    <article className="content-qa" aria-label={a.question}>
      <p className="content-meta">
        <span>{formatDate(a.askedAt, 4)}</span>
      </p>
      <p>问：{a.question}</p>
      <p className="content-answer">{a.answer}</p>
      {a.sources.length > 0 ? (
        <ul className="content-muted" aria-label="出处">
          {a.sources.map((s) => (
            <li key={s.link}>
              <AppLink to={s.link}>{s.title}</AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
