/** A mobile number as others see it: 138****8000 (the SMS log, lists of other members). */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}
