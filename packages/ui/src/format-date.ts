import dayjs from 'dayjs';

/**
 * The date formatter of spec §9. Modes: 0 month-day; 1 hour-minute joined by a hyphen;
 * 2 year-month-day; 3 year-month-day plus hh:mm; 4 Chinese month and day plus hh:mm;
 * anything else full date-time with seconds. Numbers under 10 are zero-padded; empty or
 * unparseable input gives empty text.
 *
 * @example formatDate('2026-03-04T05:06:07', 4) // '03月04日 05:06'
 */
export function formatDate(input: string | number | Date | null | undefined, mode = -1): string {
  if (input === null || input === undefined || input === '') return '';
  const d = dayjs(input);
  if (!d.isValid()) return '';
  switch (mode) {
    case 0:
      return d.format('MM-DD');
    case 1:
      return d.format('HH-mm');
    case 2:
      return d.format('YYYY-MM-DD');
    case 3:
      return d.format('YYYY-MM-DD HH:mm');
    case 4:
      return d.format('MM月DD日 HH:mm');
    default:
      return d.format('YYYY-MM-DD HH:mm:ss');
  }
}
