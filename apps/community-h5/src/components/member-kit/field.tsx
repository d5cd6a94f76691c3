import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it and announced. */
  error?: string | null;
  /** Something after the input (e.g. a button). */
  extra?: ReactNode;
}

/** A labelled input row: the label is tied to the input, a problem is shown under it. */
export function Field({ label, value, onChange, error, extra, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="member-field">
      <div className="member-field-row">
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
        <p id={errorId} className="member-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
