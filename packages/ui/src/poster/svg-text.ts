const XML_ENTITIES: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/**
 * Text from data made safe inside an SVG (or any XML) document, as element text or an attribute
 * value: the five characters XML gives a meaning are written as entities.
 *
 * @example
 * `<text>${escapeXml(project.title)}</text>`
 */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => XML_ENTITIES[c] ?? c);
}

/** An SVG document as an image URL (an <img> of it loads nothing from outside; long-press saves it). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
