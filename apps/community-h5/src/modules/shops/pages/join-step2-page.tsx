import { errorMessage, shops } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { ImageUploader, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { editable, stepOneProblems, useJoinDraft } from '../components/join-draft';
import { JoinSteps } from '../components/join-steps';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

function StepTwo({ saved }: { saved: shops.Application | null }) {
  const { iid } = useMemberSession();
  const { values, setField, clear } = useJoinDraft(saved);
  const [logoQueue, setLogoQueue] = useState({ waiting: 0, failed: 0 });
  const [photoQueue, setPhotoQueue] = useState({ waiting: 0, failed: 0 });
  const apply = useWrite(memberScope, shops.apply, { invalidates: [shops.joinInfo] });
  const upload = useMemberUpload();
  const navigate = useAppNavigate();
  const uploading = logoQueue.waiting + photoQueue.waiting > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    // Step 1 may have been skipped by opening this page directly.
    if (Object.keys(stepOneProblems(values)).length > 0) {
      toast.warn('请先完善商家信息');
      return void navigate(shopsLinks.joinStep1());
    }
    if (uploading) return void toast.warn('图片还在上传，请稍候');
    apply.mutate(values, {
      onSuccess: () => {
        clear();
        // A /app/pay/ page: the location helper loads it in full (WeChat checks the pay page URL).
        navigate(shopsLinks.joinPay({ iid }));
      },
      onError: (e) => toast.fail(errorMessage(e) || '提交失败'),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <JoinSteps current={2} />
      <section className="shops-section" aria-label="店铺标志">
        <h3>店铺标志</h3>
        <ImageUploader value={values.logo ? [values.logo] : []} onChange={(urls) => setField('logo', urls[0] ?? '')} upload={upload} max={1} label="上传店铺标志" onQueueChange={setLogoQueue} />
      </section>
      <section className="shops-section" aria-label="店铺介绍">
        <label className="tx-field-label" htmlFor="join-intro">店铺介绍</label>
        <textarea id="join-intro" className="shops-textarea" maxLength={500} value={values.intro} onChange={(e) => setField('intro', e.target.value)} placeholder="介绍你的店铺和给志愿者的优惠，最多500字" />
      </section>
      <section className="shops-section" aria-label="店铺照片">
        <h3>店铺照片（最多{shops.CARD_MEDIA_MAX}张）</h3>
        <ImageUploader value={values.photos} onChange={(urls) => setField('photos', urls)} upload={upload} max={shops.CARD_MEDIA_MAX} label="上传店铺照片" onQueueChange={setPhotoQueue} />
      </section>
      <Button block round type="primary" nativeType="submit" loading={apply.isPending} loadingText="提交中…" disabled={apply.isPending || uploading}>
        提交并支付入驻费
      </Button>
    </form>
  );
}

/** Joining, step 2 (shops/join/step2): what the directory shows — logo, introduction, photos; then on to paying. */
export function Component() {
  const info = useRead(memberScope, shops.joinInfo, {});
  return (
    <MemberPage title="展示信息">
      {info.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : info.isError || !info.data ? (
        <ErrorState error={info.error} onRetry={info.refetch} />
      ) : editable(info.data.application) || info.data.application?.status === shops.SHOP_STATUS.approved ? (
        <StepTwo saved={editable(info.data.application) ? info.data.application : null} />
      ) : (
        <EmptyState description="入驻申请已提交，正在支付或审核中，不能修改" />
      )}
    </MemberPage>
  );
}
