import { errorMessage, shops } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { ImageUploader, toast } from '@tongxin/ui';
import { INPUT_MESSAGES, isEmail, isHexColor, isMobile } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { BusinessCard } from '../components/business-card';
import { shopsLinks } from '../../../lib/links/shops-links';
import '../shops.css';

export type CardForm = Omit<shops.Card, 'shareCode' | 'memberId' | 'isMine' | 'collected' | 'updatedAt'>;
const EMPTY: CardForm = { name: '', title: '', company: '', phone: '', wechat: '', email: '', website: '', address: '', intro: '', avatar: '', theme: '#1677ff', images: [], videos: [] };
const THEMES = ['#1677ff', '#e4393c', '#07c160', '#ff976a', '#7232dd', '#323233'];
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

/** The editor's variants: one component, the route picks the title and whether every field shows. */
const VARIANTS: Record<string, { title: string; full: boolean }> = {
  [shopsLinks.cardNew.route]: { title: '创建名片', full: true },
  [shopsLinks.cardEdit.route]: { title: '编辑名片', full: true },
  [shopsLinks.bcardEdit.route]: { title: '编辑商务名片', full: true },
  [shopsLinks.cardEdit1.route]: { title: '快速编辑名片', full: false },
};

/** The problems of the form, by field, in the spec's words. */
export function cardProblems(v: CardForm): Partial<Record<keyof CardForm, string>> {
  const problems: Partial<Record<keyof CardForm, string>> = {};
  if (!v.name.trim()) problems.name = INPUT_MESSAGES.required;
  const phone = v.phone.trim();
  if (phone && !isMobile(phone) && !LANDLINE.test(phone)) problems.phone = INPUT_MESSAGES.mobile;
  if (v.email.trim() && !isEmail(v.email.trim())) problems.email = INPUT_MESSAGES.email;
  if (!isHexColor(v.theme)) problems.theme = '颜色格式不对';
  if (v.intro.length > 500) problems.intro = INPUT_MESSAGES.maxLength(500);
  return problems;
}

/** Makes or edits the member's one business card (cardNew, card/edit, bcard/edit, card/edit1); a draft until saved. */
export function Component() {
  const { pathname } = useLocation();
  const variant = VARIANTS[pathname.replace(/\/$/, '')] ?? { title: '编辑名片', full: true };
  const { userId } = useMemberSession();
  const mine = useRead(memberScope, shops.myCard, {});
  const saved: CardForm = mine.data ? { name: mine.data.name, title: mine.data.title, company: mine.data.company, phone: mine.data.phone, wechat: mine.data.wechat, email: mine.data.email, website: mine.data.website, address: mine.data.address, intro: mine.data.intro, avatar: mine.data.avatar, theme: mine.data.theme, images: mine.data.images, videos: mine.data.videos } : EMPTY;
  const { values, setField, clear } = useDraft<CardForm>(`shops-card:${userId ?? 'guest'}`, saved);
  const [problems, setProblems] = useState<Partial<Record<keyof CardForm, string>>>({});
  const [avatarQueue, setAvatarQueue] = useState({ waiting: 0, failed: 0 });
  const [imageQueue, setImageQueue] = useState({ waiting: 0, failed: 0 });
  const save = useWrite(memberScope, shops.saveCard, { invalidates: [shops.myCard, shops.card, shops.shareStats] });
  const upload = useMemberUpload();
  const navigate = useAppNavigate();
  const uploading = avatarQueue.waiting + imageQueue.waiting > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = cardProblems(values);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return void toast.warn(first);
    if (uploading) return void toast.warn('图片还在上传，请稍候');
    save.mutate(values, {
      onSuccess: () => {
        clear();
        toast.success('保存成功');
        navigate(shopsLinks.card(), { replace: true });
      },
      onError: (e) => toast.fail(errorMessage(e) || '保存失败'),
    });
  };
  const text = (name: 'name' | 'title' | 'company' | 'phone' | 'wechat' | 'email' | 'website' | 'address', label: string, extra: { placeholder?: string; maxLength?: number; type?: string } = {}) => (
    <Field label={label} value={values[name]} onChange={(v) => setField(name, v)} error={problems[name] ?? null} {...extra} />
  );
  return (
    <MemberPage title={variant.title}>
      {mine.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={mine.refetch} />
      ) : (
        <form onSubmit={submit} noValidate>
          <BusinessCard card={values} />
          <section className="shops-section" aria-label="头像">
            <h3>头像</h3>
            <ImageUploader value={values.avatar ? [values.avatar] : []} onChange={(urls) => setField('avatar', urls[0] ?? '')} upload={upload} max={1} label="上传头像" onQueueChange={setAvatarQueue} />
          </section>
          <div className="tx-form">
            {text('name', '姓名', { placeholder: '必填', maxLength: 20 })}
            {text('title', '职位', { placeholder: '如：项目主管', maxLength: 30 })}
            {text('company', '公司', { placeholder: '公司或组织', maxLength: 60 })}
            {text('phone', '电话', { placeholder: '手机或座机', maxLength: 20, type: 'tel' })}
            {text('wechat', '微信', { maxLength: 40 })}
            {variant.full ? (
              <>
                {text('email', '邮箱', { maxLength: 100, type: 'email' })}
                {text('website', '网址', { maxLength: 200 })}
                {text('address', '地址', { maxLength: 120 })}
              </>
            ) : null}
          </div>
          {variant.full ? (
            <>
              <section className="shops-section" aria-label="个人简介">
                <label className="tx-field-label" htmlFor="card-intro">个人简介</label>
                <textarea id="card-intro" className="shops-textarea" maxLength={500} value={values.intro} onChange={(e) => setField('intro', e.target.value)} placeholder="最多500字" />
              </section>
              <section className="shops-section" aria-label="名片颜色">
                <h3>名片颜色</h3>
                <div role="radiogroup" aria-label="名片颜色" style={{ display: 'flex', gap: 10 }}>
                  {THEMES.map((c) => (
                    <button key={c} type="button" role="radio" aria-checked={values.theme === c} aria-label={c} onClick={() => setField('theme', c)} style={{ width: 28, height: 28, borderRadius: '50%', background: c, border: values.theme === c ? '3px solid #ffd21e' : '0' }} />
                  ))}
                </div>
              </section>
              <section className="shops-section" aria-label="图片">
                <h3>图片（最多{shops.CARD_MEDIA_MAX}张）</h3>
                <ImageUploader value={values.images} onChange={(urls) => setField('images', urls)} upload={upload} max={shops.CARD_MEDIA_MAX} label="上传名片图片" onQueueChange={setImageQueue} />
              </section>
              <section className="shops-section" aria-label="视频">
                <label className="tx-field-label" htmlFor="card-videos">视频链接（每行一个）</label>
                <textarea
                  id="card-videos"
                  className="shops-textarea"
                  value={values.videos.join('\n')}
                  onChange={(e) => setField('videos', e.target.value.split('\n').map((v) => v.trim()).filter((v, i, all) => v !== '' || i === all.length - 1).slice(0, shops.CARD_MEDIA_MAX))}
                  placeholder="https://…"
                />
              </section>
            </>
          ) : null}
          <Button block round type="primary" nativeType="submit" loading={save.isPending} loadingText="保存中…" disabled={save.isPending || uploading}>
            保存名片
          </Button>
        </form>
      )}
    </MemberPage>
  );
}
