/** The calendar day (YYYY-MM-DD) of an instant in Asia/Shanghai (UTC+8, no daylight saving): sign-in days. */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
