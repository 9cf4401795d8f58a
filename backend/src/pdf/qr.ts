import QRCode from 'qrcode';
import type { Doc } from './document';

/**
 * `text` as a QR code `size` points square at (x, y), drawn as vector squares so it scans sharp at
 * any zoom and from paper. Level M, with the quiet zone of four modules scanners need around it.
 */
export function drawQrCode(doc: Doc, text: string, at: { x: number; y: number; size: number }): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = at.size / (modules.size + 2 * quiet);
  doc.save().rect(at.x, at.y, at.size, at.size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      doc.rect(at.x + (column + quiet) * cell, at.y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}
