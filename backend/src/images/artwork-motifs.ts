/** The drawings a seeded cover can carry. */
export type CoverMotif =
  | 'pen'
  | 'pencil'
  | 'crayons'
  | 'paint'
  | 'glue'
  | 'tape'
  | 'book'
  | 'notebook'
  | 'box'
  | 'geometry'
  | 'eraser'
  | 'marker';

export interface Palette {
  primary: string;
  secondary: string;
  light: string;
  dark: string;
  ink: string;
  secondaryDark: string;
  tintPrimary: string;
  tintSecondary: string;
}

type Rgb = [number, number, number];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const FALLBACK_PRIMARY = '#4f6d8f';
const FALLBACK_SECONDARY = '#e0a458';
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const PAPER = '#fbf8f1';
const STEEL = '#c9ced6';
const GRAPHITE = '#3b3b3b';
const WOOD = '#f0cf9a';
const OUTLINE = '#4a4a4a';

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: Rgb, amount: number): string {
  const source = toRgb(hex);
  return toHex([0, 1, 2].map((i) => source[i]! + (target[i]! - source[i]!) * amount) as Rgb);
}

/** Colours come from data, so anything that is not #rrggbb falls back rather than reaching the SVG. */
export function makePalette(primary: string, secondary: string): Palette {
  const p = HEX_COLOUR.test(primary) ? primary.toLowerCase() : FALLBACK_PRIMARY;
  const s = HEX_COLOUR.test(secondary) ? secondary.toLowerCase() : FALLBACK_SECONDARY;
  return {
    primary: p,
    secondary: s,
    light: mix(p, WHITE, 0.55),
    dark: mix(p, BLACK, 0.45),
    ink: mix(p, BLACK, 0.7),
    secondaryDark: mix(s, BLACK, 0.35),
    tintPrimary: mix(p, WHITE, 0.72),
    tintSecondary: mix(s, WHITE, 0.78),
  };
}

function drawPen(c: Palette): string {
  return [
    '<g transform="rotate(-32 300 290)">',
    `<rect x="268" y="110" width="64" height="300" rx="16" fill="${c.primary}"/>`,
    `<rect x="268" y="318" width="64" height="92" rx="10" fill="${c.dark}"/>`,
    `<path d="M274 338h52M274 358h52M274 378h52" stroke="${c.ink}" stroke-width="5"/>`,
    `<polygon points="270,408 330,408 300,478" fill="${STEEL}"/>`,
    `<polygon points="291,458 309,458 300,486" fill="${GRAPHITE}"/>`,
    `<rect x="264" y="80" width="72" height="110" rx="18" fill="${c.secondary}"/>`,
    `<rect x="330" y="96" width="16" height="150" rx="8" fill="${c.secondaryDark}"/>`,
    `<rect x="282" y="200" width="10" height="108" rx="5" fill="#ffffff" fill-opacity="0.35"/>`,
    '</g>',
  ].join('');
}

function drawPencil(c: Palette): string {
  return [
    '<g transform="rotate(30 300 290)">',
    `<rect x="264" y="76" width="72" height="46" rx="12" fill="#f2a7b8"/>`,
    `<rect x="262" y="114" width="76" height="34" fill="${STEEL}"/>`,
    `<path d="M262 124h76M262 138h76" stroke="#9aa1ab" stroke-width="4"/>`,
    `<rect x="264" y="148" width="72" height="270" fill="${c.primary}"/>`,
    `<rect x="288" y="148" width="24" height="270" fill="${c.light}"/>`,
    `<polygon points="264,418 336,418 300,496" fill="${WOOD}"/>`,
    `<polygon points="288,470 312,470 300,496" fill="${GRAPHITE}"/>`,
    `<rect x="272" y="200" width="8" height="180" rx="4" fill="#ffffff" fill-opacity="0.3"/>`,
    '</g>',
  ].join('');
}

function crayon(x: number, top: number, colour: string): string {
  const shade = mix(colour, BLACK, 0.3);
  return [
    `<polygon points="${x + 6},${top + 40} ${x + 44},${top + 40} ${x + 34},${top} ${x + 16},${top}" fill="${colour}"/>`,
    `<rect x="${x}" y="${top + 40}" width="50" height="240" rx="6" fill="${colour}"/>`,
    `<rect x="${x}" y="${top + 70}" width="50" height="120" fill="${shade}"/>`,
    `<path d="M${x} ${top + 88}h50M${x} ${top + 172}h50" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>`,
  ].join('');
}

function drawCrayons(c: Palette): string {
  const colours = [c.primary, '#e63946', c.secondary, '#2a9d8f', '#f4a261'];
  const tops = [96, 70, 86, 62, 100];
  const sticks = colours.map((colour, i) => crayon(172 + i * 54, tops[i] ?? 80, colour)).join('');
  return [
    sticks,
    `<rect x="150" y="300" width="300" height="220" rx="14" fill="${c.dark}"/>`,
    `<rect x="150" y="300" width="300" height="26" rx="8" fill="${c.secondary}"/>`,
    `<ellipse cx="300" cy="420" rx="100" ry="54" fill="#ffffff" fill-opacity="0.9"/>`,
    `<path d="M240 420q20 -30 40 0t40 0t40 0" fill="none" stroke="${c.primary}" stroke-width="10" stroke-linecap="round"/>`,
  ].join('');
}

function drawPaint(c: Palette): string {
  const colours = [c.primary, '#e63946', '#f4d35e', '#2a9d8f', c.secondary, '#3d5a80', '#8f5ba6', '#6a994e'];
  const pans = colours
    .map((colour, i) => {
      const x = 148 + (i % 4) * 80;
      const y = i < 4 ? 190 : 290;
      return `<rect x="${x}" y="${y}" width="64" height="76" rx="12" fill="${colour}"/>`;
    })
    .join('');
  return [
    `<rect x="120" y="160" width="360" height="240" rx="30" fill="${PAPER}" stroke="${OUTLINE}" stroke-width="4"/>`,
    pans,
    '<g transform="rotate(-38 300 300)">',
    `<rect x="290" y="130" width="20" height="280" rx="10" fill="${c.dark}"/>`,
    `<rect x="287" y="400" width="26" height="40" fill="${STEEL}"/>`,
    `<path d="M287 440h26q4 40 -13 70q-17 -30 -13 -70z" fill="${c.primary}"/>`,
    '</g>',
  ].join('');
}

function drawGlue(c: Palette): string {
  return [
    `<polygon points="262,214 338,214 312,124 288,124" fill="${c.secondary}"/>`,
    `<rect x="292" y="104" width="16" height="26" rx="4" fill="${c.secondaryDark}"/>`,
    `<rect x="238" y="196" width="124" height="30" rx="8" fill="${c.secondaryDark}"/>`,
    `<rect x="210" y="222" width="180" height="270" rx="34" fill="${PAPER}" stroke="${OUTLINE}" stroke-width="4"/>`,
    `<rect x="210" y="290" width="180" height="130" fill="${c.primary}"/>`,
    `<circle cx="300" cy="355" r="38" fill="#ffffff" fill-opacity="0.85"/>`,
    `<path d="M300 332q22 26 0 46q-22 -20 0 -46z" fill="${c.primary}"/>`,
    `<path d="M350 110q16 22 0 34q-16 -12 0 -34z" fill="#ffffff" stroke="${OUTLINE}" stroke-width="3"/>`,
  ].join('');
}

function drawTape(c: Palette): string {
  return [
    `<path d="M420 300h50v190l-12 -14l-13 14l-12 -14l-13 14z" fill="${c.primary}" fill-opacity="0.8"/>`,
    `<circle cx="290" cy="300" r="160" fill="${c.primary}"/>`,
    `<circle cx="290" cy="300" r="132" fill="none" stroke="${c.light}" stroke-width="6"/>`,
    `<circle cx="290" cy="300" r="108" fill="none" stroke="${c.light}" stroke-width="4"/>`,
    `<circle cx="290" cy="300" r="80" fill="${WOOD}"/>`,
    `<circle cx="290" cy="300" r="62" fill="${c.tintSecondary}"/>`,
    `<path d="M190 220q30 -40 80 -50" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="10" stroke-linecap="round"/>`,
  ].join('');
}

function drawBook(c: Palette): string {
  const lines = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const y = 250 + i * 32;
      return `<path d="M160 ${y}q60 -8 115 8M325 ${y + 8}q55 -16 115 -8" stroke="#c9c2b2" stroke-width="5" fill="none"/>`;
    })
    .join('');
  return [
    `<path d="M300 210q-90 -44 -190 -22v290q100 -22 190 22q90 -44 190 -22v-290q-100 -22 -190 22z" fill="${c.primary}"/>`,
    `<path d="M300 200q-80 -40 -170 -24v278q90 -16 170 24z" fill="${PAPER}"/>`,
    `<path d="M300 200q80 -40 170 -24v278q-90 -16 -170 24z" fill="#ffffff"/>`,
    lines,
    `<path d="M300 200v278" stroke="${c.dark}" stroke-width="4"/>`,
    `<polygon points="380,180 410,180 410,300 395,284 380,300" fill="${c.secondary}"/>`,
  ].join('');
}

function drawNotebook(c: Palette): string {
  const rings = Array.from({ length: 11 }, (_, i) => {
    const y = 134 + i * 32;
    return `<rect x="150" y="${y}" width="44" height="14" rx="7" fill="none" stroke="${GRAPHITE}" stroke-width="5"/>`;
  }).join('');
  return [
    `<rect x="182" y="104" width="272" height="380" rx="14" fill="${c.dark}"/>`,
    `<rect x="170" y="96" width="272" height="380" rx="14" fill="${c.primary}"/>`,
    `<rect x="170" y="410" width="272" height="66" rx="14" fill="${c.secondary}"/>`,
    `<rect x="170" y="410" width="272" height="20" fill="${c.secondary}"/>`,
    `<rect x="232" y="170" width="172" height="96" rx="10" fill="#ffffff"/>`,
    `<path d="M250 200h136M250 224h136M250 248h90" stroke="${c.light}" stroke-width="6"/>`,
    rings,
  ].join('');
}

function drawBox(c: Palette): string {
  return [
    `<rect x="160" y="262" width="280" height="230" rx="8" fill="${c.primary}"/>`,
    `<rect x="160" y="262" width="280" height="26" fill="${c.dark}" fill-opacity="0.5"/>`,
    `<rect x="140" y="206" width="320" height="66" rx="8" fill="${c.dark}"/>`,
    `<rect x="284" y="206" width="32" height="286" fill="${c.secondary}"/>`,
    `<rect x="140" y="228" width="320" height="22" fill="${c.secondary}"/>`,
    `<ellipse cx="262" cy="184" rx="48" ry="26" transform="rotate(-24 262 184)" fill="none" stroke="${c.secondary}" stroke-width="16"/>`,
    `<ellipse cx="338" cy="184" rx="48" ry="26" transform="rotate(24 338 184)" fill="none" stroke="${c.secondary}" stroke-width="16"/>`,
    `<circle cx="300" cy="202" r="20" fill="${c.secondaryDark}"/>`,
  ].join('');
}

function drawGeometry(c: Palette): string {
  const ticks = Array.from({ length: 19 }, (_, i) => {
    const x = 126 + i * 20;
    const height = i % 2 === 0 ? 22 : 12;
    return `<path d="M${x} 444v${height}" stroke="${GRAPHITE}" stroke-width="3"/>`;
  }).join('');
  return [
    `<path d="M140 400a160 160 0 0 1 320 0z" fill="${c.primary}" fill-opacity="0.85"/>`,
    `<path d="M250 400a50 50 0 0 1 100 0z" fill="${c.tintPrimary}"/>`,
    `<path d="M300 244v26M190 290l18 18M410 290l-18 18M146 400h26M454 400h-26" stroke="#ffffff" stroke-width="5"/>`,
    `<polygon points="150,100 150,380 360,380" fill="${c.secondary}" fill-opacity="0.9"/>`,
    `<polygon points="180,190 180,350 290,350" fill="${c.tintSecondary}"/>`,
    `<path d="M420 110l-60 270M420 110l40 270" stroke="${STEEL}" stroke-width="10" stroke-linecap="round"/>`,
    `<circle cx="420" cy="110" r="16" fill="${GRAPHITE}"/>`,
    `<rect x="110" y="440" width="400" height="66" rx="8" fill="#f6e7a6" stroke="${OUTLINE}" stroke-width="3"/>`,
    ticks,
  ].join('');
}

function drawEraser(c: Palette): string {
  return [
    '<g transform="rotate(-14 300 300)">',
    `<rect x="140" y="224" width="320" height="160" rx="24" fill="#ffffff" stroke="${OUTLINE}" stroke-width="4"/>`,
    `<rect x="250" y="216" width="220" height="176" rx="10" fill="${c.primary}"/>`,
    `<rect x="250" y="276" width="220" height="56" fill="${c.secondary}"/>`,
    `<rect x="140" y="360" width="110" height="24" rx="12" fill="#e8e8e8"/>`,
    '</g>',
    `<circle cx="168" cy="452" r="9" fill="#dedede"/>`,
    `<circle cx="200" cy="470" r="6" fill="#dedede"/>`,
    `<circle cx="140" cy="480" r="7" fill="#dedede"/>`,
  ].join('');
}

function drawMarker(c: Palette): string {
  return [
    `<path d="M120 470q60 -60 120 -10t120 -20" fill="none" stroke="${c.primary}" stroke-width="20" stroke-linecap="round"/>`,
    '<g transform="rotate(28 300 280)">',
    `<rect x="254" y="150" width="92" height="280" rx="22" fill="${PAPER}" stroke="${OUTLINE}" stroke-width="4"/>`,
    `<rect x="254" y="300" width="92" height="40" fill="${c.primary}"/>`,
    `<rect x="250" y="60" width="100" height="120" rx="22" fill="${c.primary}"/>`,
    `<rect x="338" y="80" width="18" height="110" rx="9" fill="${c.dark}"/>`,
    `<polygon points="272,428 328,428 314,476 286,476" fill="${STEEL}"/>`,
    `<polygon points="288,476 312,476 300,504" fill="${c.primary}"/>`,
    '</g>',
  ].join('');
}

const MOTIFS: Readonly<Record<CoverMotif, (palette: Palette) => string>> = {
  pen: drawPen,
  pencil: drawPencil,
  crayons: drawCrayons,
  paint: drawPaint,
  glue: drawGlue,
  tape: drawTape,
  book: drawBook,
  notebook: drawNotebook,
  box: drawBox,
  geometry: drawGeometry,
  eraser: drawEraser,
  marker: drawMarker,
};

export function drawMotif(motif: CoverMotif, palette: Palette): string {
  // Motifs may arrive from stored data at runtime, so an unknown one still gets a drawing.
  const draw = MOTIFS[motif] ?? drawBox;
  return draw(palette);
}
