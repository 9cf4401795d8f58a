import { useMemo } from 'react';
import { create } from 'qrcode';

/** The blank border a scanner needs around the symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * The dark modules as one SVG path, one unit square each, at (column, row). Drawn here rather
 * than through the library's SVG string so React renders it as elements (no innerHTML) and
 * synchronously (no flash of an empty box while a promise settles).
 */
export function qrPath(value: string): { size: number; path: string } | null {
  try {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
  } catch {
    // Only an empty or oversized value fails; the caller shows its text anyway.
    return null;
  }
}

/** A QR code of `value`, black on white whatever the page's colours, so any phone or scanner reads it. */
export function QrCode({
  value,
  label,
  pixels = 160,
  className = '',
}: {
  value: string;
  label: string;
  pixels?: number;
  className?: string;
}) {
  const symbol = useMemo(() => qrPath(value), [value]);
  if (!symbol) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={symbol.size} height={symbol.size} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
