import { Stepper, type StepperProps } from 'react-vant';

/** Stepper defaults of spec §9. */
export const STEPPER_DEFAULTS = { step: 1, inputWidth: '50px' } as const;

/**
 * react-vant Stepper with the product's defaults: step 1, input 50 px wide.
 *
 * @example <NumberStepper value={num} min={1} max={stock} onChange={(v) => setNum(v ?? 1)} />
 */
export function NumberStepper(props: StepperProps) {
  return <Stepper step={STEPPER_DEFAULTS.step} inputWidth={STEPPER_DEFAULTS.inputWidth} {...props} />;
}
