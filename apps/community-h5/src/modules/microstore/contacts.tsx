import { errorMessage, isRefusal, microstore } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { isMobile, INPUT_MESSAGES } from '@tongxin/validators';
import { PhoneField, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button, Dialog } from 'react-vant';
import { AppLink, useAppNavigate } from '../../components/app-link';
import { EmptyState, ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../components/member-kit';
import { memberScope, useMemberSession } from '../../components/scopes';

/** What each kind of contact is called on its pages. */
export const CONTACT_PAGES: Record<microstore.ContactKind, { title: string; addTitle: string; empty: string; hint: string }> = {
  consult: { title: '客服设置', addTitle: '添加客服', empty: '还没有客服，顾客将看不到联系方式', hint: '客服会显示在小店页面，顾客可直接拨打' },
  notify: { title: '订单通知', addTitle: '添加通知人', empty: '还没有订单通知人', hint: '小店有新订单时通知以下开启的人' },
  master: { title: '店员管理', addTitle: '添加店员', empty: '还没有店员', hint: '店员须是本组织的会员（按手机号查找）' },
};

const EMPTY = { name: '', phone: '', wechat: '' };

/** Adds a contact of a kind; `onDone` after it is saved. The form is a draft until then. */
export function ContactForm({ kind, onDone }: { kind: microstore.ContactKind; onDone: () => void }) {
  const { userId } = useMemberSession();
  const { values, setField, clear, setValues } = useDraft(`microstore-contact:${kind}:${userId ?? 'guest'}`, EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const add = useWrite(memberScope, microstore.addContact, { invalidates: [microstore.contacts, microstore.shop] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const found: typeof problems = {};
    if (values.name.trim() === '') found.name = INPUT_MESSAGES.required;
    if (values.phone === '') found.phone = INPUT_MESSAGES.required;
    else if (!isMobile(values.phone)) found.phone = INPUT_MESSAGES.mobile;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { kind, name: values.name.trim(), phone: values.phone, wechat: values.wechat.trim() },
      {
        onSuccess: () => {
          clear();
          // The form of the assistants' page stays on screen: empty it for the next one.
          setValues(EMPTY);
          toast.success('已添加');
          onDone();
        },
        onError: (e) => (isRefusal(e, microstore.addContact.errors.notMember) ? setProblems({ phone: errorMessage(e) }) : toast.fail(errorMessage(e))),
      },
    );
  };
  return (
    <form className="ms-form" onSubmit={submit} noValidate aria-label={CONTACT_PAGES[kind].addTitle}>
      <Field label="姓名" value={values.name} onChange={(v) => setField('name', v)} maxLength={20} error={problems.name} />
      <PhoneField value={values.phone} onChange={(v) => setField('phone', v)} error={problems.phone} />
      {kind === 'master' ? null : <Field label="微信号" value={values.wechat} onChange={(v) => setField('wechat', v)} maxLength={40} placeholder="选填" />}
      <Button block round type="primary" nativeType="submit" loading={add.isPending}>
        {CONTACT_PAGES[kind].addTitle}
      </Button>
    </form>
  );
}

/** The list of a kind's contacts with remove (confirmed) and, for order notices, a switch each. */
export function ContactsPage({ kind, addPath }: { kind: microstore.ContactKind; addPath?: string }) {
  const page = CONTACT_PAGES[kind];
  const list = useRead(memberScope, microstore.contacts, { kind });
  const remove = useWrite(memberScope, microstore.removeContact, { invalidates: [microstore.contacts, microstore.shop] });
  const toggle = useWrite(memberScope, microstore.switchContact, { invalidates: [microstore.contacts] });
  return (
    <MemberPage title={page.title} side={addPath ? <AppLink to={addPath}>添加</AppLink> : undefined}>
      <p className="tx-muted">{page.hint}</p>
      {list.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : list.data.length === 0 ? (
        <EmptyState description={page.empty} />
      ) : (
        <ul aria-label={page.title}>
          {list.data.map((c) => (
            <li key={c.id} className="ms-row">
              <div className="ms-grow">
                <h3>{c.name}</h3>
                <p className="tx-muted">
                  {c.phone}
                  {c.wechat ? ` · 微信 ${c.wechat}` : ''}
                </p>
              </div>
              {kind === 'notify' ? (
                // A native switch: react-vant's Switch drops aria-label (a switch without a name).
                <input
                  type="checkbox"
                  role="switch"
                  className="ms-switch"
                  checked={c.enabled}
                  disabled={toggle.isPending}
                  aria-label={`通知${c.name}`}
                  onChange={(e) => toggle.mutate({ id: c.id, enabled: e.target.checked }, { onError: (error) => toast.fail(errorMessage(error)) })}
                />
              ) : null}
              <Button
                size="small"
                aria-label={`删除${c.name}`}
                onClick={() =>
                  void Dialog.confirm({ title: '删除', message: `确定删除${c.name}吗？` })
                    .then(() => remove.mutate({ id: c.id }, { onError: (e) => toast.fail(errorMessage(e)) }))
                    .catch(() => undefined)
                }
              >
                删除
              </Button>
            </li>
          ))}
        </ul>
      )}
      {addPath ? (
        <AppLink to={addPath} className="tx-link-button">
          {page.addTitle}
        </AppLink>
      ) : (
        <ContactForm kind={kind} onDone={() => undefined} />
      )}
    </MemberPage>
  );
}

/** The add page of a kind: the form, then back to the list. */
export function ContactAddPage({ kind, back }: { kind: microstore.ContactKind; back: string }) {
  const navigate = useAppNavigate();
  return (
    <MemberPage title={CONTACT_PAGES[kind].addTitle}>
      <ContactForm kind={kind} onDone={() => navigate(back, { replace: true })} />
    </MemberPage>
  );
}
