import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { errorMessage, member } from '@tongxin/api-client';
import { toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import {
  ErrorState,
  Field,
  LoadingSkeleton,
  MemberPage,
  useDraft,
} from '../../../components/member-kit';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { profileProblems, type ProfileForm } from '../profile-rules';
import { memberLinks } from '../../../lib/links/member-links';

const EMPTY: ProfileForm = { nickName: '', name: '', mobile: '', email: '', signature: '' };

/** Edits the profile; what is typed survives a reload until it is saved. */
export function Component() {
  const { userId } = useMemberSession();
  const profile = useRead(memberScope, member.profile, {});
  const saved: ProfileForm = profile.data
    ? {
        nickName: profile.data.nickName,
        name: profile.data.name,
        mobile: profile.data.mobile,
        email: profile.data.email,
        signature: profile.data.signature,
      }
    : EMPTY;
  const { values, setField, clear } = useDraft<ProfileForm>(
    `personal-edit:${userId ?? 'guest'}`,
    saved,
  );
  // The number is the profile's as it is now, never a draft's: it changes only on the bind page,
  // where a code proves it is the member's, and a draft typed before binding one must not send
  // the old number back.
  const form: ProfileForm = { ...values, mobile: profile.data?.mobile ?? '' };
  const [problems, setProblems] = useState<Partial<Record<keyof ProfileForm, string>>>({});
  const save = useWrite(memberScope, member.profileUpdate, { invalidates: [member.profile] });
  const navigate = useAppNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = profileProblems(form);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.warn(first);
      return;
    }
    save.mutate(form, {
      onSuccess: () => {
        clear();
        toast.success('保存成功');
        navigate(memberLinks.personalInfo(), { replace: true });
      },
      onError: (error) => toast.fail(errorMessage(error) || '保存失败'),
    });
  };

  const field = (
    name: keyof ProfileForm,
    label: string,
    extra: Partial<Parameters<typeof Field>[0]> = {},
  ) => (
    <Field
      label={label}
      value={form[name]}
      onChange={(v) => setField(name, v)}
      error={problems[name] ?? null}
      {...extra}
    />
  );
  return (
    <MemberPage title="编辑资料">
      {profile.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={profile.refetch} />
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="tx-form">
            {field('nickName', '昵称', { placeholder: '请输入昵称', maxLength: 20 })}
            {field('name', '姓名', { placeholder: '请输入中文姓名' })}
            {/* A number changes only with a code sent to it, which proves it is the member's: the bind page does that. */}
            {field('mobile', '手机号', {
              type: 'tel',
              readOnly: true,
              placeholder: '未绑定',
              extra: (
                <AppLink className="tx-link-button" to={memberLinks.fillinfo({ redirect: memberLinks.personalEdit() })}>
                  {form.mobile ? '更换' : '绑定'}
                </AppLink>
              ),
            })}
            {field('email', '邮箱', { type: 'email', placeholder: '选填' })}
            {field('signature', '个性签名', { placeholder: '选填，最多60个字' })}
          </div>
          <Button
            block
            round
            type="primary"
            nativeType="submit"
            loading={save.isPending}
            loadingText="保存中…"
            disabled={save.isPending}
          >
            保存
          </Button>
        </form>
      )}
    </MemberPage>
  );
}
