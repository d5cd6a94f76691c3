import { errorMessage, wallet } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { INPUT_MESSAGES, isAlipayAccount, isBankCard, isChineseName, PAYOUT_MESSAGES } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { Field, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../wallet.css';

interface AccountForm {
  holder: string;
  bankName: string;
  accountNo: string;
  bankAddress: string;
}

/** The first problem of each field (spec §5 words where they exist). */
export function accountProblems(method: 'bank' | 'alipay', v: AccountForm, editing: boolean): Partial<Record<keyof AccountForm, string>> {
  const found: Partial<Record<keyof AccountForm, string>> = {};
  if (!v.holder.trim()) found.holder = INPUT_MESSAGES.required;
  else if (!isChineseName(v.holder.trim())) found.holder = INPUT_MESSAGES.chineseName;
  // Editing keeps the saved (masked) number unless a new one is typed.
  const number = v.accountNo.trim();
  if (!(editing && number === '')) {
    if (!number) found.accountNo = INPUT_MESSAGES.required;
    else if (method === 'bank' && !isBankCard(number)) found.accountNo = PAYOUT_MESSAGES.bankCard;
    else if (method === 'alipay' && !isAlipayAccount(number)) found.accountNo = PAYOUT_MESSAGES.alipay;
  }
  if (method === 'bank' && !v.bankName.trim()) found.bankName = PAYOUT_MESSAGES.bankName;
  return found;
}

/** /app/wallet/editAccount?method=bank|alipay[&id=] — adds or edits a payout account, validated as typed. */
export function Component() {
  const [search] = useSearchParams();
  const { userId } = useMemberSession();
  const id = Number(search.get('id')) || undefined;
  const method = search.get('method') === 'alipay' ? 'alipay' : 'bank';
  const accounts = useRead(memberScope, wallet.accounts, {}, { enabled: id !== undefined });
  const saved = accounts.data?.find((a) => a.id === id);
  const { values, setField, clear } = useDraft<AccountForm>(`pay-account:${userId ?? 'guest'}:${id ?? method}`, {
    holder: saved?.holder ?? '',
    bankName: saved?.bankName ?? '',
    accountNo: '',
    bankAddress: saved?.bankAddress ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<keyof AccountForm, string>>>({});
  const save = useWrite(memberScope, wallet.saveAccount, { invalidates: [wallet.accounts] });
  const navigate = useAppNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = accountProblems(method, values, id !== undefined);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return void toast.warn(first);
    if (id !== undefined && !values.accountNo.trim()) return void toast.warn('请重新输入完整账号以保存修改');
    save.mutate(
      { id, method, holder: values.holder.trim(), bankName: values.bankName.trim() || undefined, accountNo: values.accountNo.trim(), bankAddress: values.bankAddress.trim() || undefined },
      {
        onSuccess: () => {
          clear();
          toast.success('保存成功');
          navigate(walletLinks.payAccount(), { replace: true });
        },
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  };
  const bank = method === 'bank';
  return (
    <MemberPage title={`${id ? '编辑' : '添加'}${bank ? '银行卡' : '支付宝账号'}`}>
      <p className="wallet-card wallet-muted">{bank ? '请添加持卡人本人的银行卡' : '请添加已实名的支付宝账号'}</p>
      <form onSubmit={submit} noValidate>
        <div className="tx-form">
          <Field label={bank ? '持卡人姓名' : '真实姓名'} placeholder="请输入真实姓名" maxLength={6} value={values.holder} onChange={(v) => setField('holder', v)} error={problems.holder ?? null} />
          {bank ? <Field label="银行名称" placeholder="如 招商银行" maxLength={30} value={values.bankName} onChange={(v) => setField('bankName', v)} error={problems.bankName ?? null} /> : null}
          <Field
            label={bank ? '银行卡号' : '支付宝账号'}
            placeholder={saved ? `当前 ${saved.accountNo}，修改请输入完整账号` : bank ? '请输入银行卡号' : '手机号或邮箱'}
            inputMode={bank ? 'numeric' : 'email'}
            maxLength={bank ? 23 : 40}
            value={values.accountNo}
            onChange={(v) => setField('accountNo', bank ? v.replace(/[^\d ]/g, '') : v.trim())}
            error={problems.accountNo ?? null}
          />
          {bank ? <Field label="开户地址" placeholder="选填，如 深圳南山支行" maxLength={60} value={values.bankAddress} onChange={(v) => setField('bankAddress', v)} /> : null}
        </div>
        <div className="wallet-submit">
          <Button round block type="danger" nativeType="submit" loading={save.isPending} disabled={save.isPending}>
            保存
          </Button>
        </div>
      </form>
    </MemberPage>
  );
}
