import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it and announced. */
  error?: string | null;
  /** Something after the input (e.g. a button). */
  extra?: ReactNode;
}

/**
 * A labelled input row of both apps: the label is the input's accessible name, a problem is shown
 * under it and announced.
 *
 * @example
 * <Field label="手机号" type="tel" value={mobile} onChange={setMobile} error={mobileError} />
 */
export function Field({ label, value, onChange, error, extra, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="tx-field">
      <div className="tx-field-row">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {extra}
      </div>
      {error ? (
        <p id={errorId} className="tx-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
