import { checkInput, type InputRules } from '@tongxin/validators';

export interface ProfileForm {
  nickName: string;
  name: string;
  mobile: string;
  email: string;
  signature: string;
}

/** The rules of the profile form, checked in this order (spec §5 messages). */
export const PROFILE_RULES: Record<keyof ProfileForm, InputRules> = {
  nickName: { required: true, maxLength: 20 },
  name: { required: true, chineseName: true },
  mobile: { required: true, mobile: true },
  email: { email: true, maxLength: 100 },
  signature: { kind: 'textarea', maxLength: 60 },
};

/** Every field's first problem; an empty object when the form can be saved. */
export function profileProblems(values: ProfileForm): Partial<Record<keyof ProfileForm, string>> {
  const problems: Partial<Record<keyof ProfileForm, string>> = {};
  for (const field of Object.keys(PROFILE_RULES) as (keyof ProfileForm)[]) {
    const message = checkInput(values[field], PROFILE_RULES[field]);
    if (message) problems[field] = message;
  }
  return problems;
}
