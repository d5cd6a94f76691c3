import { errorMessage, invite } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link';
import { Field } from '../../components/member-kit';
import { memberScope } from '../../components/scopes';
import { Avatar } from './invite-parts';
import { inviteLinks } from '../../lib/links/invite-links';

/**
 * Taking an invite code: the code from the link (?code) or typed, then the inviter shown, then
 * 确认绑定. The server's refusal (wrong, used, expired, own code, already bound) is shown under
 * the field in its words.
 */
export function BindForm({ intro }: { intro: string }) {
  const [search] = useSearchParams();
  const [code, setCode] = useState(search.get('code') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useWrite(memberScope, invite.validate, {});
  const bind = useWrite(memberScope, invite.validate, { invalidates: [invite.account] });
  const preview = check.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') return setProblem('请输入邀请码');
    if (!/^[A-Za-z0-9]{4,12}$/.test(typed)) return setProblem('邀请码格式不对，请核对后重新输入');
    setProblem(null);
    check.mutate({ code: typed, bind: false }, { onError: (e) => setProblem(errorMessage(e)) });
  };
  const confirm = () => {
    if (bind.isPending) return;
    bind.mutate({ code: code.trim(), bind: true }, { onError: (e) => setProblem(errorMessage(e)) });
  };

  if (bind.data?.bound)
    return (
      <section className="iv-card iv-center" aria-live="polite">
        <h2>绑定成功</h2>
        <p>
          您已成为{bind.data.inviter.nickName}的{invite.KIND_LABEL[bind.data.kind]}
        </p>
        <AppLink to={inviteLinks.invitationAccount()} className="tx-link-button">
          查看我的邀请账号
        </AppLink>
      </section>
    );
  return (
    <>
      <form className="iv-card" onSubmit={submit} noValidate>
        <p>{intro}</p>
        <Field label="邀请码" value={code} onChange={(v) => (setCode(v.toUpperCase()), check.reset())} maxLength={12} autoCapitalize="characters" error={problem} />
        {preview ? null : (
          <Button block round type="primary" nativeType="submit" loading={check.isPending}>
            下一步
          </Button>
        )}
      </form>
      {preview ? (
        <section className="iv-card" aria-label="邀请人">
          <div className="iv-row">
            <Avatar src={preview.inviter.headImg} />
            <p className="iv-grow">
              <strong>{preview.inviter.nickName}</strong> 邀请您成为TA的{invite.KIND_LABEL[preview.kind]}
            </p>
          </div>
          <Button block round type="primary" loading={bind.isPending} onClick={confirm}>
            确认绑定
          </Button>
        </section>
      ) : null}
    </>
  );
}
