import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

/** A labelled input row: the label is the input's accessible name. */
export function Field({ label, extra, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; extra?: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
      {extra}
    </div>
  );
}
