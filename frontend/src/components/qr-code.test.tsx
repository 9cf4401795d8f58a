import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

/** The (column, row) of each square the path draws, read back from its "M{x} {y}h1v1h-1z" steps. */
function squaresOf(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
}

describe('qrPath', () => {
  it('when a pickup code is drawn, then each dark module of the QR symbol is one square at its column and row, inside a 4-module quiet zone', () => {
    const { modules } = create('K7M2QX', { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);
      }
    }

    const symbol = qrPath('K7M2QX')!;
    expect(modules.size).toBe(21);
    expect(symbol.size).toBe(29);
    expect(squaresOf(symbol.path)).toEqual(expected);
  });

  it('when a code is drawn, then its three finder patterns sit at the top-left, top-right and bottom-left corners', () => {
    const squares = squaresOf(qrPath('R8TW4N')!.path);
    const dark = (col: number, row: number) => squares.has(`${col + 4},${row + 4}`);
    // A finder's outer ring is dark, the ring inside it light, its 3×3 centre dark.
    for (const [left, top] of [
      [0, 0],
      [14, 0],
      [0, 14],
    ] as const) {
      expect(dark(left, top) && dark(left + 6, top + 6) && dark(left + 3, top + 3)).toBe(true);
      expect(dark(left + 1, top + 1)).toBe(false);
    }
    // No finder at the bottom-right: the symbol is not mirrored or rotated.
    expect(dark(20, 20) && dark(14, 14) && !dark(15, 15) && dark(17, 17)).toBe(false);
  });

  it('when the value is empty, then there is no symbol rather than an error', () => {
    expect(qrPath('')).toBeNull();
  });
});

describe('QrCode', () => {
  it('when rendered, then it is an image named by its label, drawn black on a white square', () => {
    render(<QrCode value="K7M2QX" label="QR code of pickup code K7M2QX" pixels={120} />);
    const image = screen.getByRole('img', { name: 'QR code of pickup code K7M2QX' });
    expect(image).toHaveAttribute('viewBox', '0 0 29 29');
    expect(image).toHaveAttribute('width', '120');
    expect(image.querySelector('rect')).toHaveAttribute('fill', '#fff');
    expect(image.querySelector('path')).toHaveAttribute('d', qrPath('K7M2QX')!.path);
  });
});
