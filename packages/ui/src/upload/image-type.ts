/** The image types uploads accept (spec §5). */
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'bmp', 'gif'] as const;

/** The file input's `accept` attribute for those types. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.bmp,.gif,image/jpeg,image/png,image/bmp,image/gif';

/** Shown when a file is not one of the accepted images. */
export const IMAGE_TYPE_MESSAGE = '仅支持jpg、png、jpeg、bmp、gif格式的图片';

const MIME: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'image/gif': 'gif',
};

/** The image kind a file's first bytes announce, or null when they announce none of ours. */
export function sniffImageKind(head: Uint8Array): 'jpeg' | 'png' | 'gif' | 'bmp' | null {
  const b = (i: number) => head[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'png';
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return 'gif';
  if (b(0) === 0x42 && b(1) === 0x4d) return 'bmp';
  return null;
}

/** The name and type rule alone: extension one of jpg, png, jpeg, bmp, gif, and a matching type when given. */
export function hasAcceptedImageName(file: { name: string; type?: string }): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(ext))
    return false;
  return !file.type || file.type in MIME;
}

function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The upload type rule: the name says jpg, png, jpeg, bmp or gif AND the content starts like one
 * of those images, so a text file renamed to .jpg is refused before it is sent. Resolves null
 * when accepted, else IMAGE_TYPE_MESSAGE.
 *
 * @example const problem = await checkImageFile(file); if (problem) toast.warn(problem);
 */
export async function checkImageFile(file: File): Promise<string | null> {
  if (!hasAcceptedImageName(file)) return IMAGE_TYPE_MESSAGE;
  const kind = sniffImageKind(await readHead(file));
  return kind ? null : IMAGE_TYPE_MESSAGE;
}
