import { useEffect, useRef } from 'react';
import { Stepper, type StepperProps } from 'react-vant';

/** Stepper defaults of spec §9. */
export const STEPPER_DEFAULTS = { step: 1, inputWidth: '50px', min: 1 } as const;

/** Props of NumberStepper: react-vant Stepper's, plus the input's accessible name. */
export type NumberStepperProps = StepperProps & {
  /** Accessible name of the number input. Default '数量'. */
  label?: string;
};

/**
 * react-vant Stepper with the product's defaults: step 1, input 50 px wide, minimum 1. The
 * input gets an accessible name and a valid aria-valuemin (react-vant leaves both out).
 *
 * @example <NumberStepper value={num} max={stock} onChange={(v) => setNum(v ?? 1)} label="购买数量" />
 */
export function NumberStepper({ label = '数量', ...props }: NumberStepperProps) {
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    box.current?.querySelector('input')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <span ref={box} style={{ display: 'inline-block' }}>
      <Stepper
        step={STEPPER_DEFAULTS.step}
        inputWidth={STEPPER_DEFAULTS.inputWidth}
        min={STEPPER_DEFAULTS.min}
        {...props}
      />
    </span>
  );
}
