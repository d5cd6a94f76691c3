import { act, errorMessage, order } from '@tongxin/api-client';
import { formatFen, toast, type FormValues } from '@tongxin/ui';
import { checkParticipant, type Participant } from '@tongxin/validators';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { loadPage } from '../../../lib/page-load';
import { dateRangeText, priceText } from '../act-text';
import { ActFormSection } from '../components/act-form-section';
import { EMPTY_PERSON, ParticipantFields } from '../components/participant-fields';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import { infoLinks } from '../../../lib/links/info-links';
import '../act.css';

interface Draft {
  people: Participant[];
  form: FormValues;
  insure: boolean;
  remark: string;
  agree: boolean;
  save: boolean;
}

const MAX_PEOPLE = 20;

/**
 * /app/act/enroll?iid&id (also enroll1 and /app/act/:iid/needform/sub?id): enrols a group. A people
 * count, one block per participant (picked from saved companions or typed, checked as the server
 * checks them: name, mobile, ID checksum), the activity's own form (the form renderer, all eight
 * types), insurance (forced or optional), remark, the agreement and the fee breakdown. Everything
 * typed is a draft that survives a reload. Submitting creates the enrolment (the server prices it
 * and takes the places) and opens the pay page.
 */
export function Component() {
  const [search] = useSearchParams();
  const params = useParams();
  const id = Number(search.get('id') ?? search.get('actId'));
  const iid = Number(params.iid ?? search.get('iid')) || 1000;
  const valid = Number.isInteger(id) && id > 0;
  const detail = useVisitorQuery(act.detail, { id }, valid);
  const saved = useRead(memberScope, act.companions, {});
  const enroll = useWrite(memberScope, order.create, { invalidates: [act.companions, act.detail, order.list] });
  const { values, setField, clear } = useDraft<Draft>(`act-enroll:${id}`, { people: [{ ...EMPTY_PERSON }], form: {}, insure: true, remark: '', agree: false, save: true });
  const [errors, setErrors] = useState<([keyof Participant, string] | null)[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const commitForm = useWrite(memberScope, act.commitForm, { invalidates: [act.formItems, act.registration] });
  const setForm = useCallback((next: FormValues) => setField('form', next), [setField]);

  if (!valid) return <MemberPage title="活动报名"><EmptyState description="缺少参数无法报名" /></MemberPage>;
  if (detail.isPending) return <MemberPage title="活动报名"><LoadingSkeleton rows={4} /></MemberPage>;
  if (detail.isError) return <MemberPage title="活动报名"><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  const a = detail.data;
  const people = values.people.length ? values.people : [{ ...EMPTY_PERSON }];
  const num = people.length;
  const insured = a.insuranceMode === act.INSURANCE_MODE.forced || (a.insuranceMode === act.INSURANCE_MODE.optional && values.insure);
  const total = (a.price + (insured ? a.insurancePrice : 0)) * num;

  const setPeople = (next: Participant[]) => setField('people', next);
  const setCount = (n: number) => {
    const count = Math.max(1, Math.min(MAX_PEOPLE, n));
    setPeople(count > num ? [...people, ...Array.from({ length: count - num }, () => ({ ...EMPTY_PERSON }))] : people.slice(0, count));
  };
  const pickCompanion = (c: act.Companion) => {
    if (people.some((p) => p.idNumber === c.idNumber)) return toast.info(`${c.name}已在报名人中`);
    const { id: _id, ...person } = c;
    const empty = people.findIndex((p) => !p.name && !p.idNumber);
    if (empty >= 0) setPeople(people.map((p, i) => (i === empty ? person : p)));
    else if (num < MAX_PEOPLE) setPeople([...people, person]);
  };

  async function submit() {
    const found = people.map((p) => checkParticipant(p));
    setErrors(found);
    const first = found.findIndex(Boolean);
    if (first >= 0) return toast.fail(`第${first + 1}位报名人：${found[first]?.[1] ?? ''}`);
    if (a.left < num) return toast.fail(`报名人数超过剩余名额（仅剩${a.left}个）`);
    if (!values.agree) return toast.fail('请先阅读并同意《活动报名须知》');
    if (a.form.length) {
      // The server checks every component (required ones: '{name}必填！') and keeps the answers.
      try {
        await commitForm.mutateAsync({ id, content: JSON.stringify(values.form) });
        setFormError(null);
      } catch (error) {
        const message = errorMessage(error);
        setFormError(message);
        return toast.fail(message);
      }
    }
    try {
      // An enrolment is an order of business type 1 (the order kernel): the server prices it
      // and takes the places; the page sends what it shows as payPrice, refused if it changed.
      const info: act.EnrolmentInfo = { participants: people, form: values.form, saveCompanions: values.save };
      const created = await enroll.mutateAsync({
        orderType: order.BUSINESS_TYPE.activity,
        keys: String(id),
        num,
        isNeedInsur: insured ? 1 : 0,
        remark: values.remark.trim() || undefined,
        name: people[0]?.name,
        phone: people[0]?.mobile,
        info: JSON.stringify(info),
        payPrice: total,
      });
      clear();
      loadPage(actLinks.pay({ iid, orderId: created.orderId }));
    } catch (error) {
      toast.fail(errorMessage(error));
      void detail.refetch();
    }
  }

  if (a.state !== act.ACT_STATE.open)
    return (
      <MemberPage title="活动报名">
        <EmptyState description={a.state === act.ACT_STATE.enrolled ? '您已报名该活动' : '活动当前不可报名'}>
          <AppLink to={a.myOrderId ? actLinks.pay({ iid, orderId: a.myOrderId }) : actLinks.detail({ iid, id })} className="act-btn">
            {a.myOrderId ? '查看订单' : '返回活动'}
          </AppLink>
        </EmptyState>
      </MemberPage>
    );

  return (
    <MemberPage title="活动报名">
      <div className="act-page">
        <section className="act-section" aria-label="活动信息">
          <h2>{a.title}</h2>
          <p className="act-muted">
            {dateRangeText(a)} · {priceText(a.price)} · 剩余{a.left}个名额
          </p>
        </section>
        <section className="act-section" aria-label="报名人数">
          <div className="act-row">
            <span id="count-label">报名人数</span>
            <span role="group" aria-labelledby="count-label">
              <button type="button" className="act-option" aria-label="减少一人" disabled={num <= 1} onClick={() => setCount(num - 1)}>
                −
              </button>
              <output aria-live="polite" style={{ margin: '0 0.6rem' }}>
                {num}
              </output>
              <button type="button" className="act-option" aria-label="增加一人" onClick={() => setCount(num + 1)}>
                ＋
              </button>
            </span>
          </div>
          {saved.data?.length ? (
            <div aria-label="常用报名人">
              <p className="act-muted">从常用报名人中选择：</p>
              {saved.data.map((c) => (
                <button key={c.id} type="button" className="act-option" onClick={() => pickCompanion(c)}>
                  + {c.name}
                </button>
              ))}
            </div>
          ) : null}
        </section>
        <section className="act-section" aria-label="报名人信息">
          {people.map((p, i) => (
            <fieldset key={i} className="act-person" aria-label={`第${i + 1}位报名人`}>
              <h3>
                <span>第{i + 1}位报名人</span>
                {num > 1 ? (
                  <button type="button" className="act-clear" onClick={() => setPeople(people.filter((_, k) => k !== i))}>
                    删除
                  </button>
                ) : null}
              </h3>
              <ParticipantFields index={i} person={p} error={errors[i] ?? null} onChange={(next) => setPeople(people.map((x, k) => (k === i ? next : x)))} />
            </fieldset>
          ))}
          <label className="act-row">
            <span>保存为常用报名人</span>
            <input type="checkbox" checked={values.save} onChange={(e) => setField('save', e.target.checked)} />
          </label>
        </section>
        {a.form.length ? (
          <section className="act-section" aria-label="报名表">
            <h2>报名表</h2>
            <ActFormSection actId={id} values={values.form} onChange={setForm} error={formError} />
          </section>
        ) : null}
        {a.insuranceMode !== act.INSURANCE_MODE.none ? (
          <section className="act-section" aria-label="保险">
            {a.insuranceMode === act.INSURANCE_MODE.forced ? (
              <p>本活动须购买户外保险 {formatFen(a.insurancePrice)}/人（已包含）</p>
            ) : (
              <label className="act-row">
                <span>购买户外保险 {formatFen(a.insurancePrice)}/人</span>
                <input type="checkbox" checked={values.insure} onChange={(e) => setField('insure', e.target.checked)} />
              </label>
            )}
            <AppLink to={infoLinks.insurance({ iid })}>保险须知</AppLink>
          </section>
        ) : null}
        <section className="act-section" aria-label="备注">
          <div className="act-field">
            <label htmlFor="remark">订单备注</label>
            <textarea id="remark" maxLength={200} value={values.remark} onChange={(e) => setField('remark', e.target.value)} placeholder="选填" />
          </div>
        </section>
        <section className="act-section" aria-label="费用明细">
          <h2>费用明细</h2>
          <div className="act-row">
            <span>活动费用</span>
            <span>
              {formatFen(a.price)} × {num}
            </span>
          </div>
          {insured ? (
            <div className="act-row">
              <span>保险</span>
              <span>
                {formatFen(a.insurancePrice)} × {num}
              </span>
            </div>
          ) : null}
          <div className="act-row">
            <span>合计</span>
            <strong className="act-total" aria-label="合计金额">
              {formatFen(total)}
            </strong>
          </div>
          <label className="act-row">
            <span>
              我已阅读并同意《活动报名须知》
            </span>
            <input type="checkbox" aria-label="我已阅读并同意《活动报名须知》" checked={values.agree} onChange={(e) => setField('agree', e.target.checked)} />
          </label>
        </section>
        <div className="act-bar">
          <span className="act-total">{formatFen(total)}</span>
          <button type="button" className="act-btn" disabled={enroll.isPending || commitForm.isPending} onClick={() => void submit()}>
            {enroll.isPending || commitForm.isPending ? '提交中…' : '提交报名'}
          </button>
        </div>
      </div>
    </MemberPage>
  );
}
