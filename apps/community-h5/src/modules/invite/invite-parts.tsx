import { errorMessage, invite } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { QrCode, toast, type ViewedQuery } from '@tongxin/ui';
import { Button } from 'react-vant';
import { ErrorState, LoadingSkeleton } from '../../components/member-kit';
import { memberScope, useMemberSession } from '../../components/scopes';
import { inviteLinks } from '../../lib/links/invite-links';

/** The absolute link a friend opens to take a code (the bind page, or the activity seller's page of the tenant). */
export function codeLink(iid: number, code: invite.InviteCode): string {
  const path = code.kind === 'actseller' ? inviteLinks.actseller({ iid, code: code.inviteCode }) : inviteLinks.bind({ code: code.inviteCode, iid });
  return `${window.location.origin}${path}`;
}

/** A button that gets the member's code of a kind (the open one, else a new one). */
export function GetCodeButton({ kind }: { kind: invite.CodeKind }) {
  const get = useWrite(memberScope, invite.code, { invalidates: [invite.account] });
  return (
    <Button block round type="primary" loading={get.isPending} onClick={() => get.mutate({ kind }, { onError: (e) => toast.fail(errorMessage(e)) })}>
      获取邀请码
    </Button>
  );
}

/** The member's open code of a kind as a card, or what it is for and 获取邀请码 while there is none. */
export function OpenCode({ account, kind, intro }: { account: ViewedQuery<invite.Account>; kind: invite.CodeKind; intro: string }) {
  const { iid } = useMemberSession();
  if (account.isPending) return <LoadingSkeleton rows={3} />;
  if (account.isError || !account.data) return <ErrorState error={account.error} onRetry={account.refetch} />;
  const code = account.data.codes.find((c) => c.kind === kind);
  return code ? (
    <CodeCard code={code} iid={iid} />
  ) : (
    <section className="iv-card" aria-label={`${invite.KIND_LABEL[kind]}邀请码`}>
      <p>{intro}</p>
      <GetCodeButton kind={kind} />
    </section>
  );
}

export async function copyText(text: string, done = '已复制') {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.warn('无法自动复制，请长按复制');
  }
}

/** A person's avatar (a grey disc when they have none); their name is beside it. */
export function Avatar({ src }: { src: string }) {
  return src ? <img className="iv-avatar" src={src} alt="" /> : <span className="iv-avatar" aria-hidden="true" />;
}

/**
 * The member's code of a kind with its QR code (the link a friend opens to bind it), copy and
 * 换一个 (the old code stops working).
 */
export function CodeCard({ code, iid }: { code: invite.InviteCode; iid: number }) {
  const { kind } = code;
  const link = codeLink(iid, code);
  const renew = useWrite(memberScope, invite.code, { invalidates: [invite.account] });
  return (
    <section className="iv-card iv-center" aria-label={`${invite.KIND_LABEL[kind]}邀请码`}>
      <p className="tx-muted">我的邀请码（{invite.KIND_LABEL[kind]}）</p>
      <p className="iv-code" data-testid="invite-code">
        {code.inviteCode}
      </p>
      <QrCode value={link} label="邀请二维码" size="48vw" />
      <p className="tx-muted">好友扫码或填写邀请码即可绑定，邀请码仅可使用一次，{invite.CODE_TTL_DAYS}天内有效</p>
      <div className="tx-actions">
        <Button size="small" onClick={() => void copyText(code.inviteCode, '邀请码已复制')}>
          复制邀请码
        </Button>
        <Button size="small" onClick={() => void copyText(link, '链接已复制')}>
          复制链接
        </Button>
        <Button size="small" loading={renew.isPending} onClick={() => renew.mutate({ kind, fresh: true }, { onError: (e) => toast.fail(errorMessage(e)) })}>
          换一个
        </Button>
      </div>
    </section>
  );
}
