/** The contact of a booking or a package purchase: a name and an 11-digit mobile (digits only), labelled for screen readers. */
export function ContactFields({
  idPrefix,
  name,
  phone,
  namePlaceholder,
  phonePlaceholder,
  onChange,
}: {
  idPrefix: string;
  name: string;
  phone: string;
  namePlaceholder: string;
  phonePlaceholder: string;
  onChange: (field: 'name' | 'phone', value: string) => void;
}) {
  return (
    <>
      <div className="stay-field">
        <label htmlFor={`${idPrefix}-name`}>联系人</label>
        <input id={`${idPrefix}-name`} value={name} maxLength={20} placeholder={namePlaceholder} onChange={(e) => onChange('name', e.target.value)} />
      </div>
      <div className="stay-field">
        <label htmlFor={`${idPrefix}-phone`}>手机号</label>
        <input
          id={`${idPrefix}-phone`}
          value={phone}
          inputMode="numeric"
          maxLength={11}
          placeholder={phonePlaceholder}
          onChange={(e) => onChange('phone', e.target.value.replace(/\D/g, ''))}
        />
      </div>
    </>
  );
}
