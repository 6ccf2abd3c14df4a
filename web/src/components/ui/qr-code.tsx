import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

interface QrCodeProps {
  /** What a scanner reads back. */
  value: string;
  /** The text a screen reader announces for the image. */
  label: string;
  /** Printed width; the code scales as a vector. */
  size?: string;
}

/** Blank modules around the code that scanners need to find it (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path, so it prints sharp at any size and needs no inline
 * markup or data: URL (decision 012's CSP). Error correction M: a smudged printout
 * still scans.
 */
export function QrCode({ value, label, size = '30mm' }: QrCodeProps) {
  const { modules, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    const squares: string[] = [];
    for (let row = 0; row < count; row += 1) {
      for (let column = 0; column < count; column += 1) {
        if (code.isDark(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { modules: count + QUIET_ZONE * 2, path: squares.join('') };
  }, [value]);

  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
