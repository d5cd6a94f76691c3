import { callKeyPrefix, useRead } from '@tongxin/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { university } from '@tongxin/api-client';
import {
  ErrorState,
  FormRenderer,
  initialValues,
  LoadingSkeleton,
  PageLayout,
  rulesFromComponents,
  toast,
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
import { api } from '../../lib/api';
import { clearDraft, readDraft, writeDraft, type DraftKey } from '../../lib/draft';
import { MSG } from '../../lib/messages';
import { failureText, universityScope } from '../../lib/query';
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
  const values: FormValues = { ...initialValues(components, parseSaved(savedJson)), ...draft };
  const photo = handedBack.value ? safeImageUrl(handedBack.value) : null;
  // Only an http(s) or same-site URL: a crafted link must not put a `javascript:` or `data:`
  // value into the photo's img or the saved form.
  if (handedBack.comId && photo && components.some((c) => String(c.id) === handedBack.comId)) {
    values[handedBack.comId] = photo;
  }
  return values;
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
  const { rid, token, regId } = credentials;
  const info = useRead(universityScope, university.getFormInfo, { rid, token, regId, id: groupId });
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
      // A new reply (after a save elsewhere) starts the form again from it.
      key={info.dataUpdatedAt}
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
  const draftKey: DraftKey = useMemo(
    () => ({ rid: credentials.rid, regId: credentials.regId, groupId }),
    [credentials, groupId],
  );
  const [values, setValues] = useState<FormValues>(() =>
    openingValues(
      components,
      props.savedJson,
      editable ? readDraft(draftKey) : {},
      editable ? props.handedBack : { comId: null, value: null },
    ),
  );
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const rules = useMemo(() => rulesFromComponents(components), [components]);
  const visible = visibleComponents(components, values, rules);

  // Applied to the latest values, not the renderer's copy: an upload finishing late must not
  // undo what was typed meanwhile.
  function change(_: FormValues, { id, value }: { id: number; value: string }) {
    setValues((prev) => {
      const next = { ...prev, [String(id)]: value };
      // Written on every change: a killed webview or a reload loses nothing typed.
      writeDraft(draftKey, next);
      return next;
    });
  }

  async function save() {
    if (saving || !editable) return;
    const problem = validateForm(components, values, rules);
    if (problem) {
      toast.warn(problem);
      return;
    }
    setSaving(true);
    const content = contentToSave(components, values, new Set(visible.map((c) => c.id)));
    try {
      const ok = await api.call(university.saveFormInfo, {
        rid: credentials.rid,
        token: credentials.token,
        regId: credentials.regId,
        id: groupId,
        content: JSON.stringify(content),
      });
      if (!ok) throw new Error('not saved');
      clearDraft(draftKey);
      toast.success(MSG.saveOk);
      void queryClient.invalidateQueries({ queryKey: callKeyPrefix(university.getRegInfo) });
      // Stale, not refetched now: a refetch would restart this form and cancel the return below.
      void queryClient.invalidateQueries({
        queryKey: callKeyPrefix(university.getFormInfo),
        refetchType: 'none',
      });
      timer.current = setTimeout(
        () => navigate(routeNames.UniversityApplyHome, { replace: true }),
        SAVE_RETURN_MS,
      );
    } catch (error) {
      toast.fail(failureText(error, MSG.saveFailed));
      setSaving(false);
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
          void save();
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
