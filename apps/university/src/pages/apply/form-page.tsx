import { useRead, useWrite } from '@tongxin/api-client/react';
import { university } from '@tongxin/api-client';
import {
  ErrorState,
  FormRenderer,
  initialValues,
  LoadingSkeleton,
  PageLayout,
  rulesFromComponents,
  toast,
  useDraft,
  type FormComponent,
  type FormValues,
  validateForm,
  visibleComponents,
} from '@tongxin/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeNames, routeTo } from '../../lib/route-names';
import { useRequiredQuery } from '../../components/param-guard';
import { RequireLogin } from '../../components/require-login';
import { formDraftKey, mergeDraft } from '../../lib/draft';
import { MSG } from '../../lib/messages';
import { applicantScope, failureText } from '../../lib/query';
import type { Credentials } from '../../lib/session';
import { safeImageUrl } from '../../lib/safe-url';
import { uploadImage } from '../../lib/upload';

/** Spec §4, §9: after 保存成功 the apply home comes back 0.5 s later. */
export const SAVE_RETURN_MS = 500;

function parseSaved(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The values a form opens with: saved values, then the draft typed since (it is newer), then a
 * photo the face check just handed back in the query.
 */
export function openingValues(
  components: readonly FormComponent[],
  savedJson: string,
  draft: FormValues,
  handedBack: { comId: string | null; value: string | null },
): FormValues {
  return { ...initialValues(components, parseSaved(savedJson)), ...draft, ...handedBackPhoto(components, handedBack) };
}

/**
 * The photo the face check hands back in the query, as a value of its component: only an http(s)
 * or same-site URL (a crafted link must not put a `javascript:` or `data:` value into the photo's
 * img or the saved form), and only for a component of this form.
 */
function handedBackPhoto(components: readonly FormComponent[], handedBack: { comId: string | null; value: string | null }): FormValues {
  const photo = handedBack.value ? safeImageUrl(handedBack.value) : null;
  return handedBack.comId && photo && components.some((c) => String(c.id) === handedBack.comId) ? { [handedBack.comId]: photo } : {};
}

/**
 * What university.saveFormInfo gets: every component of the group, hidden conditional ones as '' so an
 * answer that no longer applies does not linger in the saved form.
 */
export function contentToSave(
  components: readonly FormComponent[],
  values: FormValues,
  visibleIds: ReadonlySet<number>,
): FormValues {
  const out: FormValues = {};
  for (const c of components)
    out[String(c.id)] = visibleIds.has(c.id) ? (values[String(c.id)] ?? '') : '';
  return out;
}

export function Component() {
  const query = useRequiredQuery(['id']);
  if (!query) return null;
  return (
    <RequireLogin>
      {(credentials) => <FormPage credentials={credentials} groupId={query.id} />}
    </RequireLogin>
  );
}

function FormPage({ credentials, groupId }: { credentials: Credentials; groupId: string }) {
  const info = useRead(applicantScope, university.getFormInfo, { regId: credentials.regId, id: groupId });
  const location = useLocation();

  if (info.isPending)
    return (
      <PageLayout bare>
        <LoadingSkeleton />
      </PageLayout>
    );
  if (info.isError)
    return (
      <PageLayout bare>
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      </PageLayout>
    );
  const search = new URLSearchParams(location.search);
  return (
    <GroupForm
      credentials={credentials}
      groupId={groupId}
      title={info.data.t2.groupName}
      desc={info.data.t2.groupDesc || search.get('groupDesc') || ''}
      components={info.data.t1}
      savedJson={info.data.t3}
      editable={info.data.status === 0}
      handedBack={{ comId: search.get('comId'), value: search.get('value') }}
    />
  );
}

function GroupForm(props: {
  credentials: Credentials;
  groupId: string;
  title: string;
  desc: string;
  components: FormComponent[];
  savedJson: string;
  editable: boolean;
  handedBack: { comId: string | null; value: string | null };
}) {
  const { credentials, groupId, components, editable } = props;
  const draftKey = { rid: credentials.rid, regId: credentials.regId, groupId };
  const handed = editable ? handedBackPhoto(components, props.handedBack) : {};
  // The photo the face check just handed back is newer than the draft: it goes into it first.
  useState(() => Object.keys(handed).length > 0 && mergeDraft(draftKey, handed));
  // The saved values, and what was typed since (the draft, newer); a new reply (after a save
  // elsewhere) fills the form again unless something has been typed.
  const saved = useMemo(() => openingValues(components, props.savedJson, {}, { comId: null, value: null }), [components, props.savedJson]);
  const draft = useDraft<FormValues>(formDraftKey(draftKey), saved);
  const values = editable ? draft.values : saved;
  const save = useWrite(applicantScope, university.saveFormInfo, { invalidates: [university.getRegInfo, university.getFormInfo] });
  const [leaving, setLeaving] = useState(false);
  const saving = save.isPending || leaving;
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const rules = useMemo(() => rulesFromComponents(components), [components]);
  const visible = visibleComponents(components, values, rules);

  // Applied to the latest values, not the renderer's copy (useDraft's setField): an upload
  // finishing late must not undo what was typed meanwhile. Written on every change: a killed
  // webview or a reload loses nothing typed.
  function change(_: FormValues, { id, value }: { id: number; value: string }) {
    draft.setField(String(id), value);
  }

  async function onSave() {
    if (saving || !editable) return;
    const problem = validateForm(components, values, rules);
    if (problem) {
      toast.warn(problem);
      return;
    }
    const content = contentToSave(components, values, new Set(visible.map((c) => c.id)));
    try {
      const ok = await save.mutateAsync({ regId: credentials.regId, id: groupId, content: JSON.stringify(content) });
      if (!ok) throw new Error('not saved');
      draft.clear();
      setLeaving(true);
      toast.success(MSG.saveOk);
      // Spec §4, §9: the apply home comes back 0.5 s after 保存成功.
      timer.current = setTimeout(() => navigate(routeNames.UniversityApplyHome, { replace: true }), SAVE_RETURN_MS);
    } catch (error) {
      toast.fail(failureText(error, MSG.saveFailed));
    }
  }

  const upload = (
    file: File,
    options: { onProgress: (percent: number) => void; signal: AbortSignal },
  ) => uploadImage(file, credentials, options);

  return (
    <PageLayout bare title={props.title}>
      {props.desc && <p className="tx-muted">{props.desc}</p>}
      {!editable && <p className="tx-muted">当前报名状态下表单不可修改。</p>}
      <form
        aria-label={props.title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <FormRenderer
          components={components}
          values={values}
          onChange={change}
          rules={rules}
          disabled={!editable || saving}
          upload={upload}
          onOpenPhotoFlow={(c) => {
            const photo = values[String(c.id)];
            navigate(
              photo
                ? routeTo('UniversityPhotoPreview', { comId: c.id, groupId, imgurl: photo })
                : routeTo('UniversityPhotoGuide', { comId: c.id, groupId }),
            );
          }}
        />
        {editable && (
          <div className="tx-actions tx-actions--fixed">
            <Button
              type="primary"
              block
              round
              nativeType="submit"
              loading={saving}
              loadingText="请稍候…"
              disabled={saving}
            >
              保存
            </Button>
          </div>
        )}
      </form>
    </PageLayout>
  );
}
