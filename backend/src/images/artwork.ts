import { CATEGORY_LABELS, isCategory } from '../contract';
import { drawMotif, makePalette, type CoverMotif, type Palette } from './artwork-motifs';

export type { CoverMotif };

export interface CoverArt {
  motif: CoverMotif;
  primary: string;
  secondary: string;
}

const WIDTH = 600;
const HEIGHT = 800;
const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';

const PANEL = { x: 40, y: 566, width: 520, height: 200 };
const TEXT_WIDTH = PANEL.width - 40;
const MAX_LINES = 3;
const FONT_SIZES = [44, 40, 36, 32, 28];
// Bold DejaVu Sans is a wide face; 0.66em per character keeps a line inside the panel.
const CHAR_WIDTH_EM = 0.66;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function splitLongWord(word: string, maxChars: number): string[] {
  const parts: string[] = [];
  for (let start = 0; start < word.length; start += maxChars) {
    parts.push(word.slice(start, start + maxChars));
  }
  return parts;
}

/** Greedy word wrap; returns every line, even past MAX_LINES, so callers can tell it overflowed. */
export function wrapWords(text: string, maxChars: number): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitLongWord(word, maxChars));
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function maxCharsFor(fontSize: number): number {
  return Math.floor(TEXT_WIDTH / (fontSize * CHAR_WIDTH_EM));
}

export function layoutTitle(title: string): { fontSize: number; lines: string[] } {
  for (const fontSize of FONT_SIZES) {
    const lines = wrapWords(title, maxCharsFor(fontSize));
    if (lines.length <= MAX_LINES) return { fontSize, lines };
  }
  const fontSize = FONT_SIZES[FONT_SIZES.length - 1] ?? 28;
  const maxChars = maxCharsFor(fontSize);
  const lines = wrapWords(title, maxChars).slice(0, MAX_LINES);
  const last = lines[MAX_LINES - 1] ?? '';
  lines[MAX_LINES - 1] = `${last.slice(0, maxChars - 1).trimEnd()}…`;
  return { fontSize, lines };
}

function renderBackground(palette: Palette): string {
  return [
    '<defs>',
    '<linearGradient id="cover-bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${palette.tintPrimary}"/>`,
    `<stop offset="1" stop-color="${palette.tintSecondary}"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cover-bg)"/>`,
    `<circle cx="520" cy="90" r="150" fill="#ffffff" fill-opacity="0.18"/>`,
    `<circle cx="70" cy="520" r="110" fill="#ffffff" fill-opacity="0.14"/>`,
    `<ellipse cx="300" cy="528" rx="190" ry="20" fill="${palette.dark}" fill-opacity="0.16"/>`,
  ].join('');
}

function renderCategoryPill(category: string, palette: Palette): string {
  const label = (isCategory(category) ? CATEGORY_LABELS[category] : category).toUpperCase();
  const fontSize = 22;
  const width = Math.round(label.length * fontSize * 0.78 + 44);
  const x = (WIDTH - width) / 2;
  return (
    `<rect x="${x}" y="22" width="${width}" height="44" rx="22" fill="#ffffff" fill-opacity="0.85"/>` +
    `<text x="300" y="52" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" ` +
    `font-weight="bold" letter-spacing="2" fill="${palette.dark}">${escapeXml(label)}</text>`
  );
}

function renderTitle(title: string, palette: Palette): string {
  const { fontSize, lines } = layoutTitle(title);
  const lineHeight = Math.round(fontSize * 1.2);
  const blockHeight = lineHeight * (lines.length - 1);
  const firstBaseline = Math.round(PANEL.y + PANEL.height / 2 - blockHeight / 2 + fontSize * 0.36);
  const spans = lines
    .map((line, index) => {
      const y = firstBaseline + index * lineHeight;
      return `<tspan x="300" y="${y}">${escapeXml(line)}</tspan>`;
    })
    .join('');
  return (
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="28" ` +
    `fill="#ffffff" fill-opacity="0.92"/>` +
    `<rect x="${PANEL.x + 24}" y="${PANEL.y}" width="${PANEL.width - 48}" height="6" fill="${palette.primary}"/>` +
    `<text text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="bold" ` +
    `fill="${palette.ink}">${spans}</text>`
  );
}

export function renderCoverSvg(item: { title: string; category: string; art: CoverArt }): string {
  const palette = makePalette(item.art.primary, item.art.secondary);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" `,
    `viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(item.title)}</title>`,
    renderBackground(palette),
    renderCategoryPill(item.category, palette),
    `<g>${drawMotif(item.art.motif, palette)}</g>`,
    renderTitle(item.title, palette),
    '</svg>',
  ].join('');
}
