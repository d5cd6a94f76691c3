import { errorMessage, stay } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button, Dialog } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
} from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { MY_PACKAGE_LABEL } from '../my-packages';
import { stayLinks } from '../../../lib/links/stay-links';
import '../stay.css';

const S = stay.MY_PACKAGE_STATUS;

/** The package behind the code as the desk checks it: what, for whom, how many, valid when, its state. */
function PackageAtDesk({ p }: { p: stay.VerifiedPackage }) {
  return (
    <section className="stay-section" aria-label="套餐信息">
      <h2>{p.title}</h2>
      <p className="stay-meta">{p.placeName}</p>
      <p>
        购买人 {p.member || '—'} {p.mobile} · {p.num}份
      </p>
      {p.includes.length > 0 ? <p className="stay-meta">含：{p.includes.join('、')}</p> : null}
      <p className="stay-meta">
        有效期 {p.validFrom} 至 {p.validTo}
      </p>
      <p>
        状态 <span className="stay-status">{MY_PACKAGE_LABEL[p.status] ?? ''}</span>
        {p.usedAt ? <span className="stay-meta"> · {formatDate(p.usedAt, 3)}核销</span> : null}
      </p>
    </section>
  );
}

/**
 * /app/reserve/verify (到店核销; not in routes.txt, docs/decisions.md): the staff of a campsite or
 * homestay types the use code the guest shows (我的套餐 or order/used), checks the package and
 * writes it off once. The code stays in the address (?code), so a reload shows the same package.
 * Anyone else is told the page is for the places' staff.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const code = (search.get('code') ?? '').replace(/\s+/g, '');
  const [typed, setTyped] = useState(code);
  const places = useRead(memberScope, stay.staffPlaces, {});
  const isStaff = (places.data?.length ?? 0) > 0;
  const found = useRead(
    memberScope,
    stay.verifyLookup,
    { code },
    { enabled: isStaff && code !== '' },
  );
  const verify = useWrite(memberScope, stay.verify, {
    invalidates: [stay.verifyLookup, stay.myPackages],
  });

  const title = '到店核销';
  if (places.isPending)
    return (
      <MemberPage title={title}>
        <LoadingSkeleton rows={3} />
      </MemberPage>
    );
  if (places.isError)
    return (
      <MemberPage title={title}>
        <ErrorState error={places.error} onRetry={places.refetch} />
      </MemberPage>
    );
  if (!isStaff)
    return (
      <MemberPage title={title}>
        <EmptyState description={stay.VERIFY_ERRORS.notStaff.msg} />
        <AppLink to={stayLinks.reserveList()} className="tx-link-button">
          返回我的预订
        </AppLink>
      </MemberPage>
    );

  function lookUp(e: FormEvent) {
    e.preventDefault();
    const next = typed.replace(/\s+/g, '');
    if (!next) {
      toast.fail('请输入核销码');
      return;
    }
    verify.reset();
    setSearch({ code: next }, { replace: true });
  }

  async function writeOff(p: stay.VerifiedPackage) {
    try {
      await Dialog.confirm({
        title: '确认核销',
        message: `核销「${p.title}」${p.num}份？核销后不能撤销。`,
      });
    } catch {
      return;
    }
    try {
      await verify.mutateAsync({ code });
      toast.success('核销成功');
    } catch (error) {
      toast.fail(errorMessage(error) || '核销失败');
      // Written off elsewhere a moment ago, or a refund asked: the package shows its state now.
      void found.refetch();
    }
  }

  const p = found.data;
  return (
    <MemberPage title={title}>
      <section className="stay-section" aria-label="输入核销码">
        <p className="stay-meta">核销门店：{places.data?.map((x) => x.name).join('、')}</p>
        <form onSubmit={lookUp} className="stay-field">
          <input
            aria-label="核销码"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="输入客人出示的12位核销码"
          />
          <Button size="small" type="primary" nativeType="submit">
            查询
          </Button>
        </form>
      </section>
      {code === '' ? null : found.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : found.isError ? (
        <p role="alert" className="stay-alert">
          {errorMessage(found.error) || '查询失败，请稍后再试'}
        </p>
      ) : p ? (
        <>
          <PackageAtDesk p={p} />
          {verify.data ? (
            <p role="status" className="stay-alert">
              核销成功 · {formatDate(verify.data.usedAt ?? '', 3)}
            </p>
          ) : null}
          <div className="stay-book">
            {p.status === S.usable ? (
              <Button
                block
                type="primary"
                loading={verify.isPending}
                onClick={() => void writeOff(p)}
              >
                确认核销
              </Button>
            ) : (
              <Button block disabled>
                {MY_PACKAGE_LABEL[p.status] ?? '不可核销'}
              </Button>
            )}
          </div>
        </>
      ) : null}
    </MemberPage>
  );
}
