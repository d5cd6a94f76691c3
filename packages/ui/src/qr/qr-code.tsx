import { useMemo, type CSSProperties } from 'react';
import { QR_DEFAULT_LEVEL, QR_DEFAULT_MARGIN, qrMatrix, qrPath, type QrLevel } from './qr-matrix';

/** Props of QrCode. */
export interface QrCodeProps {
  /** The text to encode, usually a link. */
  value: string;
  /** The accessible name, e.g. 店铺二维码 or 签到码. */
  label: string;
  /** Error-correction level. Default 'M'. */
  level?: QrLevel;
  /** Edge of the square as CSS: a number is px, a string any length ('40vw', '3rem'). Default 160. */
  size?: number | string;
  /** Quiet zone in modules. Default 2. */
  margin?: number;
  /** Dark modules. Default '#000'. */
  color?: string;
  /** Light modules and quiet zone. Default '#fff'. */
  background?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A QR code drawn as one SVG path: sharp at any size and zoom, no canvas, sized in CSS. Named by
 * `label` for assistive technology. Text too long for a QR code shows 无法生成二维码 instead of
 * breaking the page.
 *
 * @example <QrCode value={storeLink} label="店铺二维码" size="50vw" />
 */
export function QrCode(props: QrCodeProps) {
  const { value, level = QR_DEFAULT_LEVEL, margin = QR_DEFAULT_MARGIN, size = 160 } = props;
  const matrix = useMemo(() => {
    try {
      return qrMatrix(value, level);
    } catch {
      return null;
    }
  }, [value, level]);
  const box: CSSProperties = { display: 'block', width: size, height: size, ...props.style };

  if (!matrix) {
    return (
      <div
        role="img"
        aria-label={props.label}
        className={props.className}
        style={{
          ...box,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 12,
          color: '#646566',
          background: '#f7f8fa',
        }}
      >
        <span aria-hidden="true">无法生成二维码</span>
      </div>
    );
  }
  const edge = matrix.size + margin * 2;
  return (
    <svg
      role="img"
      aria-label={props.label}
      className={props.className}
      viewBox={`0 0 ${edge} ${edge}`}
      shapeRendering="crispEdges"
      data-version={(matrix.size - 17) / 4}
      data-level={level}
      style={box}
    >
      <rect width={edge} height={edge} fill={props.background ?? '#fff'} />
      <path d={qrPath(matrix, margin)} fill={props.color ?? '#000'} />
    </svg>
  );
}
