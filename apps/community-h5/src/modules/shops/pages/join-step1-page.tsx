import { shops } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { ImageUploader, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, Field, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope } from '../../../components/scopes';
import { editable, SHOP_CATEGORIES, stepOneProblems, useJoinDraft, type JoinForm } from '../components/join-draft';
import { JoinSteps } from '../components/join-steps';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

function StepOne({ saved }: { saved: shops.Application | null }) {
  const { values, setField } = useJoinDraft(saved);
  const [problems, setProblems] = useState<Partial<Record<keyof JoinForm, string>>>({});
  const [queue, setQueue] = useState({ waiting: 0, failed: 0 });
  const upload = useMemberUpload();
  const navigate = useAppNavigate();
  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = stepOneProblems(values);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return void toast.warn(first);
    if (queue.waiting > 0) return void toast.warn('图片还在上传，请稍候');
    navigate(shopsLinks.joinStep2());
  };
  const text = (name: 'name' | 'contact' | 'phone' | 'region', label: string, placeholder: string, maxLength: number) => (
    <Field label={label} value={values[name]} onChange={(v) => setField(name, v)} error={problems[name] ?? null} placeholder={placeholder} maxLength={maxLength} />
  );
  return (
    <form onSubmit={next} noValidate>
      <JoinSteps current={1} />
      <div className="tx-form">
        {text('name', '店铺名称', '2-40个字', 40)}
        <div className="tx-field">
          <div className="tx-field-row">
            <label htmlFor="join-category">经营类目</label>
            <select id="join-category" value={values.category} onChange={(e) => setField('category', e.target.value)} aria-invalid={problems.category ? true : undefined}>
              <option value="">请选择</option>
              {SHOP_CATEGORIES.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          </div>
          {problems.category ? <p className="tx-field-error" role="alert">{problems.category}</p> : null}
        </div>
        {text('contact', '联系人', '负责人姓名', 20)}
        {text('phone', '联系电话', '11位手机号', 11)}
        {text('region', '所在地区', '如：浙江省杭州市西湖区', 60)}
      </div>
      <section className="shops-section" aria-label="营业执照">
        <h3>营业执照（选填）</h3>
        <ImageUploader value={values.licence ? [values.licence] : []} onChange={(urls) => setField('licence', urls[0] ?? '')} upload={upload} max={1} label="上传营业执照" onQueueChange={setQueue} />
      </section>
      <Button block round type="primary" nativeType="submit" disabled={queue.waiting > 0}>
        下一步
      </Button>
    </form>
  );
}

/** Joining, step 1 (shops/join/step1): the business — name, category, contact, region, licence. */
export function Component() {
  const info = useRead(memberScope, shops.joinInfo, {});
  return (
    <MemberPage title="入驻信息">
      {info.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : info.isError || !info.data ? (
        <ErrorState error={info.error} onRetry={info.refetch} />
      ) : editable(info.data.application) || info.data.application?.status === shops.SHOP_STATUS.approved ? (
        <StepOne saved={editable(info.data.application) ? info.data.application : null} />
      ) : (
        <EmptyState description="入驻申请已提交，正在支付或审核中，不能修改" />
      )}
    </MemberPage>
  );
}
