import { checkInput } from '@tongxin/validators';

export interface AddressForm {
  name: string;
  mobile: string;
  /** The region as the picker stores it: '广东省/深圳市/南山区' (two names where a city has no districts). */
  region: string;
  address: string;
  postCode: string;
  isDefault: boolean;
}

export const EMPTY_ADDRESS: AddressForm = { name: '', mobile: '', region: '', address: '', postCode: '', isDefault: false };

/** Every field's first problem (spec §5 messages); empty when the address can be saved. */
export function addressProblems(values: AddressForm): Partial<Record<keyof AddressForm, string>> {
  const problems: Partial<Record<keyof AddressForm, string>> = {};
  const check = (field: keyof AddressForm, message: string | null) => {
    if (message) problems[field] = message;
  };
  check('name', checkInput(values.name, { required: true, maxLength: 20 }));
  check('mobile', checkInput(values.mobile, { required: true, mobile: true }));
  check('region', values.region.trim() === '' ? '必填哦' : null);
  check('address', checkInput(values.address, { required: true, maxLength: 100 }));
  check('postCode', values.postCode !== '' && !/^\d{6}$/.test(values.postCode) ? '邮政编码格式不对哦~' : null);
  return problems;
}

/** The region's names, province first. */
export function regionNames(region: string): string[] {
  return region.split('/').filter((n) => n !== '' && n !== '--');
}
