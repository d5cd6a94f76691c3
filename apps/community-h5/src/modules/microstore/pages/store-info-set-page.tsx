import { content, errorMessage, microstore, uploadImage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { ImageUploader, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useAppNavigate } from '../../../components/app-link';
import { ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { api } from '../../../lib/api';
import { microstoreLinks } from '../../../lib/links/microstore-links';
import '../microstore.css';

interface InfoForm {
  name: string;
  logo: string;
  intro: string;
}

/** A text area counts a line break as two characters against its maximum (spec §5). */
const introLength = (text: string) => text.length + (text.match(/\n/g)?.length ?? 0);

/** /app/account/storeInfoSet: name, logo (uploaded with its progress) and intro, kept as a draft until saved. */
export function Component() {
  const { iid, token, userId } = useMemberSession();
  const mine = useRead(memberScope, microstore.mine, {});
  const saved: InfoForm = { name: mine.data?.name ?? '', logo: mine.data?.logo ?? '', intro: mine.data?.intro ?? '' };
  const { values, setField, clear } = useDraft<InfoForm>(`microstore-info:${userId ?? 'guest'}`, saved);
  const [problems, setProblems] = useState<Partial<Record<keyof InfoForm, string>>>({});
  const [queue, setQueue] = useState({ waiting: 0, failed: 0 });
  const save = useWrite(memberScope, microstore.save, { invalidates: [microstore.mine, microstore.shop] });
  const navigate = useAppNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: typeof problems = {};
    if (values.name.trim() === '') found.name = '必填哦';
    if (introLength(values.intro) > microstore.INTRO_MAX) found.intro = `最多可以输入${microstore.INTRO_MAX}个字符哦`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (queue.waiting > 0) {
      toast.warn('logo还在上传，请稍候');
      return;
    }
    save.mutate(
      { name: values.name.trim(), logo: values.logo, intro: values.intro },
      {
        onSuccess: () => {
          clear();
          toast.success('保存成功');
          navigate(microstoreLinks.storeSet(), { replace: true });
        },
        onError: (e) => toast.fail(errorMessage(e)),
      },
    );
  };

  if (mine.isPending) return <MemberPage title="店铺信息"><LoadingSkeleton rows={3} /></MemberPage>;
  if (mine.isError) return <MemberPage title="店铺信息"><ErrorState error={mine.error} onRetry={mine.refetch} /></MemberPage>;
  return (
    <MemberPage title="店铺信息">
      <form className="ms-form" onSubmit={submit} noValidate>
        <Field label="店铺名称" value={values.name} onChange={(v) => setField('name', v)} maxLength={microstore.NAME_MAX} placeholder={`不超过${microstore.NAME_MAX}个字`} error={problems.name} />
        <p className="tx-field-label">店铺logo（建议300*300）</p>
        <ImageUploader
          value={values.logo ? [values.logo] : []}
          onChange={(urls) => setField('logo', urls[0] ?? '')}
          max={1}
          label="上传店铺logo"
          onQueueChange={setQueue}
          upload={async (file, { onProgress, signal }) =>
            (await uploadImage(api, { file, iid, signal, onProgress: (p) => onProgress(p.percent), source: { declaration: content.ossToken, params: { iid, token: token ?? '' } } })).url
          }
        />
        <label className="tx-field-label" htmlFor="ms-intro">
          店铺简介
        </label>
        <textarea id="ms-intro" className="ms-textarea" value={values.intro} onChange={(e) => setField('intro', e.target.value)} aria-invalid={problems.intro ? true : undefined} />
        <p className="ms-count">
          {introLength(values.intro)}/{microstore.INTRO_MAX}
        </p>
        {problems.intro ? (
          <p className="tx-field-error" role="alert">
            {problems.intro}
          </p>
        ) : null}
        <Button block round type="primary" nativeType="submit" loading={save.isPending} disabled={queue.failed > 0}>
          保存
        </Button>
      </form>
    </MemberPage>
  );
}
