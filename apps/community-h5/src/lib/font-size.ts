/** The named tripIndex screen (spec §2): its own root font-size rule. */
export const TRIP_INDEX = 'tripIndex';

export interface RootSize {
  /** Root font size in px. */
  fontSize: number;
  /** Body width when the page is fixed and centred (tripIndex on wide screens), else null. */
  bodyWidth: string | null;
}

/**
 * The root font size after a navigation (spec §2, §9): on tripIndex, floor(width/7.5) under 750,
 * else 50 with a 320px centred body; elsewhere width*18.75/375, and 40 above width 768.
 */
export function rootSize(routeName: string | undefined, width: number): RootSize {
  if (routeName === TRIP_INDEX) {
    if (width < 750) return { fontSize: Math.floor(width / 7.5), bodyWidth: null };
    return { fontSize: 50, bodyWidth: '320px' };
  }
  return { fontSize: width > 768 ? 40 : (width * 18.75) / 375, bodyWidth: null };
}

/** Applies rootSize to the document. */
export function applyRootSize(routeName: string | undefined, doc: Document = document): RootSize {
  const width = doc.documentElement.clientWidth || window.innerWidth;
  const size = rootSize(routeName, width);
  doc.documentElement.style.fontSize = `${size.fontSize}px`;
  const body = doc.body.style;
  body.width = size.bodyWidth ?? '';
  body.margin = size.bodyWidth ? '0 auto' : '';
  return size;
}
