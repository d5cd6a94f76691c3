import { errorMessage, realcard } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Field, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { realcardLinks } from '../../../lib/links/realcard-links';
import '../realcard.css';

/** /app/realcard/activate: bind a physical card with the number and the password on its back. */
export function Component() {
  const navigate = useAppNavigate();
  // The number is a draft (a reload keeps it); the password never is.
  const { values, setField, clear } = useDraft('realcard:activate', { cardNo: '' });
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const activate = useWrite(memberScope, realcard.activate, { invalidates: [realcard.cards] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (activate.isPending) return;
    if (!values.cardNo.trim() || !password.trim()) {
      setProblem('请输入卡号和卡密');
      return;
    }
    setProblem(null);
    try {
      const card = await activate.mutateAsync({ cardNo: values.cardNo.trim(), password: password.trim() });
      clear();
      toast.success('激活成功');
      navigate(realcardLinks.query({ cardId: card.id }), { replace: true });
    } catch (error) {
      setPassword('');
      setProblem(errorMessage(error) || '激活失败，请稍后再试');
    }
  };

  return (
    <MemberPage title="激活实体卡">
      <form className="tx-card" onSubmit={(e) => void submit(e)} aria-label="激活实体卡">
        <Field label="卡号" value={values.cardNo} onChange={(v) => setField('cardNo', v)} inputMode="numeric" autoComplete="off" placeholder="请输入卡号" maxLength={32} />
        <Field label="卡密" value={password} onChange={setPassword} autoComplete="off" placeholder="请输入卡密" maxLength={32} error={problem} />
        <p className="rc-hint">卡号和卡密印在卡片背面，刮开涂层可见。卡密连续输错 {realcard.LOCK_AFTER_TRIES} 次，卡片将被锁定。</p>
        <button type="submit" className="rc-primary" disabled={activate.isPending}>
          {activate.isPending ? '激活中…' : '确认激活'}
        </button>
      </form>
    </MemberPage>
  );
}
