import { validateIdCard, type IdCardFailureReason } from './id-card';
import { isMobile } from './mobile';
import { INPUT_MESSAGES, isChineseName } from './rules';

/** ID types of a participant: 1 the mainland national ID (checked by spec §5), 2 a passport, 3 another document. */
export const PARTICIPANT_ID_TYPE = Object.freeze({ nationalId: 1, passport: 2, other: 3 });

/** What an activity asks of each person it enrols. */
export interface Participant {
  name: string;
  /** 1 male, 2 female. */
  gender: number;
  mobile: string;
  idType: number;
  idNumber: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  emergencyName: string;
  emergencyPhone: string;
}

/** The words for a national ID that fails spec §5's rule, by why it fails. */
export const ID_NUMBER_MESSAGES: Readonly<Record<IdCardFailureReason, string>> = Object.freeze({
  format: '身份证号码格式不对哦~',
  province: '身份证号码的地区码不对哦~',
  birth: '身份证号码中的出生日期不对哦~',
  checksum: '身份证号码校验位不对，请核对后重新输入',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first problem with one participant, as `[field, message]`, or null when every field passes:
 * a Chinese name of 2–6 characters, a gender, a mainland mobile, the document (a national ID
 * passes spec §5's checksum rule), a birth date, an emergency contact with a mainland mobile.
 *
 * @example
 * checkParticipant({ ...p, mobile: '1234' }) // ['mobile', '手机号码格式不对哦~']
 */
export function checkParticipant(p: Participant, today: Date = new Date()): [keyof Participant, string] | null {
  if (!p.name.trim()) return ['name', INPUT_MESSAGES.required];
  if (!isChineseName(p.name.trim())) return ['name', INPUT_MESSAGES.chineseName];
  if (p.gender !== 1 && p.gender !== 2) return ['gender', INPUT_MESSAGES.required];
  if (!p.mobile.trim()) return ['mobile', INPUT_MESSAGES.required];
  if (!isMobile(p.mobile.trim())) return ['mobile', INPUT_MESSAGES.mobile];
  if (!(Object.values(PARTICIPANT_ID_TYPE) as number[]).includes(p.idType)) return ['idType', INPUT_MESSAGES.required];
  const id = p.idNumber.trim();
  if (!id) return ['idNumber', INPUT_MESSAGES.required];
  if (p.idType === PARTICIPANT_ID_TYPE.nationalId) {
    const result = validateIdCard(id, today);
    if (!result.ok) return ['idNumber', ID_NUMBER_MESSAGES[result.reason]];
  } else if (id.length < 5 || id.length > 30) {
    return ['idNumber', '证件号码格式不对哦~'];
  }
  if (!DAY.test(p.birthDate) || Number.isNaN(Date.parse(`${p.birthDate}T00:00:00Z`))) return ['birthDate', INPUT_MESSAGES.dateRequired];
  if (!p.emergencyName.trim()) return ['emergencyName', INPUT_MESSAGES.required];
  if (!p.emergencyPhone.trim()) return ['emergencyPhone', INPUT_MESSAGES.required];
  if (!isMobile(p.emergencyPhone.trim())) return ['emergencyPhone', INPUT_MESSAGES.mobile];
  return null;
}
