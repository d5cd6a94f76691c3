import { shops } from '@tongxin/api-client';
import { INPUT_MESSAGES, isMobile } from '@tongxin/validators';
import { useDraft } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';

/** The application both steps fill in: step 1 the business, step 2 what the directory shows. */
export interface JoinForm {
  name: string;
  category: string;
  contact: string;
  phone: string;
  region: string;
  licence: string;
  logo: string;
  intro: string;
  photos: string[];
}
const EMPTY: JoinForm = { name: '', category: '', contact: '', phone: '', region: '', licence: '', logo: '', intro: '', photos: [] };
export const SHOP_CATEGORIES = ['餐饮', '零售', '户外', '教育', '园艺', '健康', '服务', '其他'];

/** The application's form, kept as one draft across both steps (filled from the saved application when there is one). */
export function useJoinDraft(saved: shops.Application | null | undefined) {
  const { userId } = useMemberSession();
  const initial: JoinForm = saved ? { name: saved.name, category: saved.category, contact: saved.contact, phone: saved.phone, region: saved.region, licence: saved.licence, logo: saved.logo, intro: saved.intro, photos: saved.photos } : EMPTY;
  return useDraft<JoinForm>(`shops-join:${userId ?? 'guest'}`, initial);
}

/** Step 1's problems, by field, in the spec's words. */
export function stepOneProblems(v: JoinForm): Partial<Record<keyof JoinForm, string>> {
  const problems: Partial<Record<keyof JoinForm, string>> = {};
  if (v.name.trim().length < 2) problems.name = v.name.trim() ? INPUT_MESSAGES.minLength(2) : INPUT_MESSAGES.required;
  if (!v.category) problems.category = INPUT_MESSAGES.required;
  if (!v.contact.trim()) problems.contact = INPUT_MESSAGES.required;
  if (!v.phone.trim()) problems.phone = INPUT_MESSAGES.required;
  else if (!isMobile(v.phone.trim())) problems.phone = INPUT_MESSAGES.mobile;
  if (!v.region.trim()) problems.region = INPUT_MESSAGES.required;
  return problems;
}

/** Whether an application may still be edited (filled in, or rejected). */
export const editable = (a: shops.Application | null | undefined) => !a || a.status === shops.SHOP_STATUS.draft || a.status === shops.SHOP_STATUS.rejected;
