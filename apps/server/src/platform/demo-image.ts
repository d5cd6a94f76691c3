const COLOURS: Record<string, string> = {
  'vip-month': '#c0392b',
  'vip-year': '#8e44ad',
  'act-tree': '#27ae60',
  'act-class': '#16a085',
  'act-book': '#2c3e50',
  'goods-bag': '#d35400',
  'news-77': '#2980b9',
  'club-bike': '#f39c12',
  'bnb-room': '#7f8c8d',
  'goods-tea': '#6b8e23',
};

/**
 * A self-contained picture (an SVG data URL) for demo rows: the seeds need no image files or
 * outside hosts. `name` picks the colour, `label` is written on it.
 */
export function demoImage(name: string, label = name): string {
  const colour = COLOURS[name] ?? '#95a5a6';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="${colour}"/><text x="160" y="110" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
