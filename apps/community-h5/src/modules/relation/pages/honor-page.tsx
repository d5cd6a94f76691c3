import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { ImageUploader, QueryView, toast } from '@tongxin/ui';
import { INPUT_MESSAGES } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { Field, MemberPage, useDraft } from '../../../components/member-kit';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope, useMemberSession } from '../../../components/scopes';
import '../relation.css';

const EMPTY = { title: '', date: '', image: '' };

/** Honours and certificates (relation/honor): the list, and adding one with its picture (upload with progress). */
export function Component() {
  const { userId } = useMemberSession();
  const mine = useRead(memberScope, relation.mine, {});
  const { values, setField, clear, setValues } = useDraft(`relation-honor:${userId ?? 'guest'}`, EMPTY);
  const [queue, setQueue] = useState({ waiting: 0, failed: 0 });
  const save = useWrite(memberScope, relation.saveHonor, { invalidates: [relation.mine, relation.profile] });
  const remove = useWrite(memberScope, relation.removeEntry, { invalidates: [relation.mine, relation.profile] });
  const upload = useMemberUpload();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!values.title.trim()) return void toast.warn(`荣誉名称${INPUT_MESSAGES.required}`);
    if (queue.waiting > 0) return void toast.warn('图片还在上传，请稍候');
    save.mutate(values, {
      onSuccess: () => {
        clear();
        setValues(EMPTY);
        toast.success('保存成功');
      },
      onError: (e) => toast.fail(errorMessage(e) || '保存失败'),
    });
  };
  return (
    <MemberPage title="荣誉证书">
      <QueryView query={mine} isEmpty={() => false}>
        {(me) => (
          <section className="relation-section" aria-label="我的荣誉">
            {me.honors.length === 0 ? (
              <p className="tx-muted">还没有添加荣誉</p>
            ) : (
              <ul className="relation-rows">
                {me.honors.map((h) => (
                  <li key={h.id}>
                    {h.image ? <img src={h.image} alt="" width={48} height={36} style={{ objectFit: 'cover' }} /> : null}
                    <span>{h.title}</span>
                    <small>{h.date}</small>
                    <button type="button" className="relation-plain-button" disabled={remove.isPending} onClick={() => remove.mutate({ kind: 'honor', id: h.id }, { onError: (e) => toast.fail(errorMessage(e)) })}>
                      删除“{h.title}”
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </QueryView>
      <form onSubmit={submit} noValidate className="relation-section" aria-label="添加荣誉">
        <h3>添加荣誉</h3>
        <div className="tx-form">
          <Field label="荣誉名称" value={values.title} onChange={(v) => setField('title', v)} maxLength={40} placeholder="如：年度优秀志愿者" />
          <Field label="获得日期" type="date" value={values.date} onChange={(v) => setField('date', v)} />
        </div>
        <ImageUploader value={values.image ? [values.image] : []} onChange={(urls) => setField('image', urls[0] ?? '')} upload={upload} max={1} label="上传证书图片" onQueueChange={setQueue} />
        <Button block round type="primary" nativeType="submit" loading={save.isPending} disabled={save.isPending || queue.waiting > 0}>
          保存荣誉
        </Button>
      </form>
    </MemberPage>
  );
}
