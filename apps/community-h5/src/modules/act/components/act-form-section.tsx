import { act, errorMessage, isApiError } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { confirmDialog, FormRenderer, toast, type FormComponent, type FormValues, type UploadFn } from '@tongxin/ui';
import { FORM_IMAGE_TYPE_MESSAGE, isAllowedImageName } from '@tongxin/validators';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope } from '../../../components/scopes';
import { problemText } from '../act-text';

interface Props {
  actId: number;
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** The message of the last refused submit, shown under the form. */
  error: string | null;
}

/**
 * An activity's own registration form (spec §7 /api/registration/*): the components and the
 * member's saved answers from getFormItems, the shared form renderer (all eight types; images
 * uploaded, then checked by checkImg), 保存草稿 to keep the answers on the server (saveFormItems)
 * and 重置 to clear them (reset). The page commits them (commitForm) when it submits.
 */
export function ActFormSection({ actId, values, onChange, error }: Props) {
  const items = useRead(memberScope, act.formItems, { id: actId });
  const save = useWrite(memberScope, act.saveFormItems, { invalidates: [act.formItems, act.registration] });
  const reset = useWrite(memberScope, act.resetForm, { invalidates: [act.formItems, act.registration] });
  const checkImg = useWrite(memberScope, act.checkImg);
  const upload = useMemberUpload();
  const photoInput = useRef<HTMLInputElement>(null);
  const photoFor = useRef<FormComponent | null>(null);

  // The server's draft fills the form once, when this device has no answers of its own.
  const saved = items.data?.values;
  const filled = useRef(Object.keys(values).length > 0);
  useEffect(() => {
    if (!saved || filled.current) return;
    filled.current = true;
    if (Object.keys(saved).length > 0) onChange(saved);
  }, [saved, onChange]);

  const uploadChecked: UploadFn = async (file, options) => {
    if (!isAllowedImageName(file.name)) throw new Error(FORM_IMAGE_TYPE_MESSAGE);
    const url = await upload(file, options);
    return (await checkImg.mutateAsync({ url })).url;
  };

  async function takePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const component = photoFor.current;
    event.target.value = '';
    if (!file || !component) return;
    try {
      const url = await uploadChecked(file, { onProgress: () => undefined, signal: new AbortController().signal });
      onChange({ ...values, [String(component.id)]: url });
    } catch (e) {
      toast.fail(problemText(e));
    }
  }

  async function saveDraft() {
    try {
      await save.mutateAsync({ id: actId, content: JSON.stringify(values) });
      toast.success('保存成功');
    } catch (e) {
      // The server's refusal names the answer; anything else is spec §8's 保存失败.
      toast.fail(isApiError(e) ? errorMessage(e) : '保存失败');
    }
  }

  async function clearAll() {
    if (!(await confirmDialog({ title: '重置报名表', message: '清空报名表中已填写的内容？' }))) return;
    try {
      await reset.mutateAsync({ id: actId });
      onChange({});
      toast.success('已重置');
    } catch {
      toast.fail('重置失败，未知错误，请反馈主办方。');
    }
  }

  if (items.isPending) return <p className="act-muted">报名表加载中…</p>;
  if (items.isError)
    return (
      <p className="act-alert" role="alert">
        报名表加载失败：{errorMessage(items.error)}{' '}
        <button type="button" className="act-option" onClick={() => void items.refetch()}>
          重试
        </button>
      </p>
    );
  return (
    <div>
      <FormRenderer
        components={items.data.components}
        values={values}
        onChange={(next) => onChange(next)}
        upload={uploadChecked}
        onOpenPhotoFlow={(c) => {
          photoFor.current = c;
          photoInput.current?.click();
        }}
      />
      <input ref={photoInput} type="file" accept="image/jpeg,image/png,image/gif,image/bmp" hidden aria-label="选择照片" onChange={(e) => void takePhoto(e)} />
      {error ? (
        <p className="act-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="act-row">
        <button type="button" className="act-option" disabled={reset.isPending} onClick={() => void clearAll()}>
          重置
        </button>
        <button type="button" className="act-option" disabled={save.isPending} onClick={() => void saveDraft()}>
          {save.isPending ? '保存中…' : '保存草稿'}
        </button>
      </div>
    </div>
  );
}
