import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { address, errorMessage } from '@tongxin/api-client';
import { PhoneField, RegionPicker, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Field,
  LoadingSkeleton,
  MemberPage,
  useDraft,
} from '../../../components/member-kit';
import { useAppNavigate } from '../../../components/app-link';
import { addressProblems, EMPTY_ADDRESS, regionNames, type AddressForm } from '../address-form';
import { addressLinks } from '../../../lib/links/address-links';
import '../address.css';

/** The district (or city) code of the chosen names, from the region dataset loaded on demand. */
async function areaCodeOf(names: string[]): Promise<string> {
  const [province, city, district] = names;
  if (!province) return '';
  const { findByNames } = await import('@tongxin/region-data');
  const path = await findByNames(province, city, district);
  const code = path?.at(-1)?.value ?? '';
  return /^\d{6}$/.test(code) ? code : '';
}

/** Adds an address, or edits one (query id). The form is kept as a draft until saved; saved, it goes back where it was opened from. */
export function Component() {
  const { userId } = useMemberSession();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const list = useRead(memberScope, address.list, {}, { enabled: id !== null });
  const existing = id === null ? undefined : list.data?.find((a) => a.id === id);
  const saved: AddressForm = existing
    ? {
        name: existing.name,
        mobile: existing.mobile,
        region: [existing.province, existing.city, existing.district]
          .filter((n) => n !== '')
          .join('/'),
        address: existing.address,
        postCode: existing.postCode,
        isDefault: existing.isDefault,
      }
    : EMPTY_ADDRESS;
  const { values, setField, clear } = useDraft<AddressForm>(
    `address:${userId ?? 'guest'}:${id ?? 'new'}`,
    saved,
  );
  const [problems, setProblems] = useState<Partial<Record<keyof AddressForm, string>>>({});
  const [picking, setPicking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const add = useWrite(memberScope, address.add, { invalidates: [address.list] });
  const update = useWrite(memberScope, address.update, { invalidates: [address.list] });
  const navigate = useAppNavigate();
  const location = useLocation();
  const back = useNavigate();
  const busy = submitting || add.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = addressProblems(values);
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.warn(first);
      return;
    }
    setSubmitting(true);
    try {
      const names = regionNames(values.region);
      const fields = {
        name: values.name.trim(),
        mobile: values.mobile,
        province: names[0] ?? '',
        city: names[1] ?? names[0] ?? '',
        district: names[2] ?? '',
        areaCode: await areaCodeOf(names).catch(() => ''),
        address: values.address.trim(),
        postCode: values.postCode,
        isDefault: values.isDefault,
      };
      if (id === null) await add.mutateAsync(fields);
      else await update.mutateAsync({ id, ...fields });
      clear();
      toast.success('保存成功');
      // Back to the page that opened the form (the order being confirmed, the list); opened directly, the list.
      if (location.key === 'default') navigate(addressLinks.list(), { replace: true });
      else back(-1);
    } catch (error) {
      toast.fail(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  const loadingExisting = id !== null && list.isPending;
  return (
    <MemberPage title={id === null ? '新增收货地址' : '编辑收货地址'}>
      {loadingExisting ? (
        <LoadingSkeleton rows={2} />
      ) : id !== null && list.isError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : id !== null && !existing ? (
        <EmptyState description="地址不存在" />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <div className="tx-form">
            <Field
              label="收货人"
              placeholder="请输入收货人姓名"
              maxLength={20}
              value={values.name}
              onChange={(v) => setField('name', v)}
              error={problems.name ?? null}
            />
            <PhoneField value={values.mobile} onChange={(v) => setField('mobile', v)} error={problems.mobile ?? null} />
            <div className="tx-field">
              <div className="tx-field-row">
                <span id="address-region-label" className="tx-field-label">
                  所在地区
                </span>
                <button
                  type="button"
                  className={`address-region-button${values.region ? '' : ' is-empty'}`}
                  aria-labelledby="address-region-label address-region-value"
                  aria-invalid={problems.region ? true : undefined}
                  onClick={() => setPicking(true)}
                >
                  <span id="address-region-value">
                    {values.region ? regionNames(values.region).join(' ') : '请选择省/市/区'}
                  </span>
                </button>
              </div>
              {problems.region ? (
                <p className="tx-field-error" role="alert">
                  {problems.region}
                </p>
              ) : null}
            </div>
            <Field
              label="详细地址"
              placeholder="街道、楼栋、门牌号"
              maxLength={100}
              value={values.address}
              onChange={(v) => setField('address', v)}
              error={problems.address ?? null}
            />
            <Field
              label="邮政编码"
              inputMode="numeric"
              maxLength={6}
              placeholder="选填"
              value={values.postCode}
              onChange={(v) => setField('postCode', v.replace(/\D/g, ''))}
              error={problems.postCode ?? null}
            />
            <label className="address-switch">
              <span>设为默认地址</span>
              <input
                type="checkbox"
                role="switch"
                checked={values.isDefault}
                onChange={(e) => setField('isDefault', e.target.checked)}
              />
            </label>
          </div>
          <Button
            block
            round
            type="primary"
            nativeType="submit"
            loading={busy}
            loadingText="保存中…"
            disabled={busy}
          >
            保存
          </Button>
        </form>
      )}
      <RegionPicker
        visible={picking}
        value={values.region}
        onCancel={() => setPicking(false)}
        onConfirm={(value) => {
          setField('region', value);
          setProblems((p) => ({ ...p, region: undefined }));
          setPicking(false);
        }}
      />
    </MemberPage>
  );
}
