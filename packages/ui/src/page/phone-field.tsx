import { Field, type FieldProps } from './field';

export type PhoneFieldProps = Omit<FieldProps, 'label' | 'type' | 'inputMode' | 'maxLength'> & {
  /** 手机号 unless the form names it otherwise (联系电话). */
  label?: string;
};

/**
 * The mobile number input of both apps: an 11-digit field with the phone keypad and the browser's
 * autofill, that keeps only the digits typed.
 *
 * @example
 * <PhoneField value={values.mobile} onChange={(v) => setField('mobile', v)} error={problems.mobile ?? null} />
 */
export function PhoneField({ label = '手机号', placeholder = '请输入手机号', autoComplete = 'tel', onChange, ...input }: PhoneFieldProps) {
  return (
    <Field
      label={label}
      type="tel"
      inputMode="numeric"
      maxLength={11}
      placeholder={placeholder}
      autoComplete={autoComplete}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      {...input}
    />
  );
}
