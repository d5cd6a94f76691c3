/** A − n + stepper for a count between `min` and `max` (rooms, guests, packages), labelled for screen readers. */
export function Stepper({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  return (
    <div className="stay-field">
      <label>{label}</label>
      <div className="stay-stepper" role="group" aria-label={label}>
        <button type="button" aria-label={`减少${label}`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <span aria-live="polite">{value}</span>
        <button type="button" aria-label={`增加${label}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
