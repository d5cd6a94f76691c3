import { cf, errorMessage } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { ImageUploader, PhoneField } from '@tongxin/ui';
import { isMobile, INPUT_MESSAGES } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Field, MemberPage, useDraft } from '../../../components/member-kit';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { fenOfYuan } from './support-page';
import { cfLinks } from '../../../lib/links/cf-links';
import '../cf.css';

const LAYOUT_NAMES: Readonly<Record<cf.Layout, string>> = { index: '默认', fir: '暖橙', sec: '森绿', thi: '海蓝', fou: '紫藤', fif: '玫红', six: '青碧', sev: '琥珀', eig: '草绿', nin: '靛蓝' };

const EMPTY = { title: '', digest: '', goal: '', deadline: '', story: '', images: [] as string[], layout: 'index' as cf.Layout, contactPhone: '', tierTitle: '', tierAmount: '', tierLimit: '', tierShips: false };

/**
 * /app/cf/{iid}/launch: a member starts a project (goal, deadline, story with images uploaded with
 * their progress, a reward); the organisation reviews it. The form, uploaded images included, is a draft.
 */
export function Component() {
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const { values, setField, clear } = useDraft('cf:launch', EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const launch = useWrite(memberScope, cf.launch, { invalidates: [cf.mine] });
  const upload = useMemberUpload();
  const [queue, setQueue] = useState({ waiting: 0, failed: 0 });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (launch.isPending) return;
    if (queue.waiting > 0) {
      setProblem('图片还在上传，请稍候');
      return;
    }
    const goalFen = fenOfYuan(values.goal);
    const tierFen = fenOfYuan(values.tierAmount);
    const problems = [
      values.title.trim().length < 2 && '项目标题最少应该输入2个字符哦',
      (!Number.isFinite(goalFen) || goalFen < cf.LAUNCH_LIMITS.goalMinFen || goalFen > cf.LAUNCH_LIMITS.goalMaxFen) && cf.CF_ERRORS.badGoal.msg,
      !/^\d{4}-\d{2}-\d{2}$/.test(values.deadline) && cf.CF_ERRORS.badDeadline.msg,
      values.story.trim().length < 10 && '项目故事最少应该输入10个字符哦',
      !isMobile(values.contactPhone) && INPUT_MESSAGES.mobile,
      values.tierTitle.trim() !== '' && (!Number.isFinite(tierFen) || tierFen <= 0) && cf.CF_ERRORS.badTier.msg,
    ].filter(Boolean);
    if (problems.length) {
      setProblem(String(problems[0]));
      return;
    }
    setProblem(null);
    try {
      const { id } = await launch.mutateAsync({
        title: values.title.trim(),
        digest: values.digest.trim(),
        story: values.story.trim(),
        images: values.images,
        goalFen,
        deadline: values.deadline,
        layout: values.layout,
        risk: '',
        contactPhone: values.contactPhone,
        tiers: values.tierTitle.trim() ? [{ title: values.tierTitle.trim(), description: '', amountFen: tierFen, limit: Number(values.tierLimit) || 0, needsAddress: values.tierShips }] : [],
      });
      clear();
      navigate(cfLinks.index({ iid, id }), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error) || '提交失败，请稍后再试');
    }
  };

  return (
    <MemberPage title="发起众筹">
      <form className="tx-card cf-form" onSubmit={(e) => void submit(e)} aria-label="发起众筹">
        <Field label="项目标题" value={values.title} onChange={(v) => setField('title', v)} maxLength={cf.LAUNCH_LIMITS.titleMax} />
        <Field label="一句话简介" value={values.digest} onChange={(v) => setField('digest', v)} maxLength={cf.LAUNCH_LIMITS.digestMax} />
        <Field label="目标金额（元）" value={values.goal} onChange={(v) => setField('goal', v)} inputMode="decimal" />
        <Field label="截止日期" type="date" value={values.deadline} onChange={(v) => setField('deadline', v)} />
        <label>
          项目故事
          <textarea value={values.story} maxLength={cf.LAUNCH_LIMITS.storyMax} onChange={(e) => setField('story', e.target.value)} placeholder="为什么发起、钱怎么用、回报怎么发" />
        </label>
        <section aria-label="项目图片">
          <p className="cf-muted">项目图片（选填，最多{cf.LAUNCH_LIMITS.images}张，第一张为封面）</p>
          <ImageUploader value={values.images} onChange={(urls) => setField('images', urls)} upload={upload} max={cf.LAUNCH_LIMITS.images} label="上传项目图片" onQueueChange={setQueue} />
        </section>
        <label>
          页面样式{' '}
          <select value={values.layout} onChange={(e) => setField('layout', e.target.value as cf.Layout)} aria-label="页面样式">
            {cf.LAYOUTS.map((l) => (
              <option key={l} value={l}>
                {LAYOUT_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <PhoneField label="联系电话" placeholder="" value={values.contactPhone} onChange={(v) => setField('contactPhone', v)} />
        <fieldset>
          <legend>回报档位（选填）</legend>
          <Field label="回报名称" value={values.tierTitle} onChange={(v) => setField('tierTitle', v)} maxLength={30} />
          <Field label="支持金额（元）" value={values.tierAmount} onChange={(v) => setField('tierAmount', v)} inputMode="decimal" />
          <Field label="限量份数" value={values.tierLimit} onChange={(v) => setField('tierLimit', v)} inputMode="numeric" placeholder="0 为不限" />
          <label>
            <input type="checkbox" checked={values.tierShips} onChange={(e) => setField('tierShips', e.target.checked)} /> 需要寄送（支持者填写收货地址）
          </label>
        </fieldset>
        {problem ? <p role="alert">{problem}</p> : null}
        <p className="cf-muted">提交后由机构审核，审核通过即开始众筹；到期未达目标，所有支持款项将原路退回。</p>
        <button type="submit" className="cf-primary" disabled={launch.isPending}>
          {launch.isPending ? '提交中…' : '提交审核'}
        </button>
      </form>
    </MemberPage>
  );
}
