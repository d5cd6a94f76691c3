import { PARTICIPANT_ID_TYPE, type Participant } from '@tongxin/validators';

export const EMPTY_PERSON: Participant = {
  name: '',
  gender: 0,
  mobile: '',
  idType: PARTICIPANT_ID_TYPE.nationalId,
  idNumber: '',
  birthDate: '',
  emergencyName: '',
  emergencyPhone: '',
};

const ID_TYPES: [number, string][] = [
  [PARTICIPANT_ID_TYPE.nationalId, '身份证'],
  [PARTICIPANT_ID_TYPE.passport, '护照'],
  [PARTICIPANT_ID_TYPE.other, '其他证件'],
];

/** One participant's inputs (page-guide A3): name, gender, mobile, ID type and number, birth date, emergency contact. */
export function ParticipantFields({
  index,
  person,
  error,
  onChange,
}: {
  index: number;
  person: Participant;
  /** The first problem: [field, message]. */
  error: [keyof Participant, string] | null;
  onChange: (person: Participant) => void;
}) {
  const set = <K extends keyof Participant>(key: K, value: Participant[K]) => onChange({ ...person, [key]: value });
  const id = (key: string) => `p${index}-${key}`;
  const message = (key: keyof Participant) =>
    error?.[0] === key ? (
      <span className="act-field-error" role="alert">
        {error[1]}
      </span>
    ) : null;
  const text = (key: 'name' | 'mobile' | 'idNumber' | 'emergencyName' | 'emergencyPhone', label: string, extra: { inputMode?: 'tel' | 'text'; maxLength?: number } = {}) => (
    <div className="act-field">
      <label htmlFor={id(key)}>{label}</label>
      <input id={id(key)} value={person[key]} onChange={(e) => set(key, e.target.value)} {...extra} />
      {message(key)}
    </div>
  );
  return (
    <>
      {text('name', '真实姓名', { maxLength: 10 })}
      <div className="act-field">
        <span id={id('gender')}>性别</span>
        <span role="radiogroup" aria-labelledby={id('gender')}>
          {[
            [1, '男'],
            [2, '女'],
          ].map(([v, label]) => (
            <label key={v} style={{ marginRight: '0.8rem' }}>
              <input type="radio" name={id('gender')} checked={person.gender === v} onChange={() => set('gender', Number(v))} /> {label}
            </label>
          ))}
        </span>
        {message('gender')}
      </div>
      {text('mobile', '手机号', { inputMode: 'tel', maxLength: 11 })}
      <div className="act-field">
        <label htmlFor={id('idType')}>证件类型</label>
        <select id={id('idType')} value={person.idType} onChange={(e) => set('idType', Number(e.target.value))}>
          {ID_TYPES.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {text('idNumber', '证件号码', { maxLength: 30 })}
      <div className="act-field">
        <label htmlFor={id('birthDate')}>出生日期</label>
        <input id={id('birthDate')} type="date" value={person.birthDate} onChange={(e) => set('birthDate', e.target.value)} />
        {message('birthDate')}
      </div>
      {text('emergencyName', '紧急联系人', { maxLength: 10 })}
      {text('emergencyPhone', '紧急联系电话', { inputMode: 'tel', maxLength: 11 })}
    </>
  );
}
