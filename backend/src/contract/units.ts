/**
 * The unit an item is counted and billed in: a GST unit quantity code (UQC), printed beside the
 * quantity on bills ("2 PAC") and reported in the HSN summary of GSTR-1 as the offline tool names
 * it ("PAC-PACKS").
 */

export const UNITS = [
  'NOS',
  'PCS',
  'PAC',
  'BOX',
  'SET',
  'DOZ',
  'KGS',
  'GMS',
  'MTR',
  'ROL',
  'BTL',
  'LTR',
  'REM',
] as const;
export type Unit = (typeof UNITS)[number];

/** What an item is counted in when nobody said: numbers, one by one. */
export const DEFAULT_UNIT: Unit = 'NOS';

export const isUnit = (value: unknown): value is Unit =>
  typeof value === 'string' && (UNITS as readonly string[]).includes(value);

/** A unit as a person reads it, for the owner's item form. */
export const UNIT_LABELS: Readonly<Record<Unit, string>> = {
  NOS: 'Numbers (NOS)',
  PCS: 'Pieces (PCS)',
  PAC: 'Packs (PAC)',
  BOX: 'Boxes (BOX)',
  SET: 'Sets (SET)',
  DOZ: 'Dozens (DOZ)',
  KGS: 'Kilograms (KGS)',
  GMS: 'Grams (GMS)',
  MTR: 'Metres (MTR)',
  ROL: 'Rolls (ROL)',
  BTL: 'Bottles (BTL)',
  LTR: 'Litres (LTR)',
  REM: 'Reams (REM)',
};

/**
 * The unit as GSTR-1's HSN summary writes it. The GSTN's list has no ream, so reams of paper are
 * reported as OTH-OTHERS, as its offline tool asks for a unit it does not list.
 */
export const GSTR1_UQC: Readonly<Record<Unit, string>> = {
  NOS: 'NOS-NUMBERS',
  PCS: 'PCS-PIECES',
  PAC: 'PAC-PACKS',
  BOX: 'BOX-BOX',
  SET: 'SET-SETS',
  DOZ: 'DOZ-DOZENS',
  KGS: 'KGS-KILOGRAMS',
  GMS: 'GMS-GRAMMES',
  MTR: 'MTR-METERS',
  ROL: 'ROL-ROLLS',
  BTL: 'BTL-BOTTLES',
  LTR: 'LTR-LITRES',
  REM: 'OTH-OTHERS',
};

/** A quantity with its unit, as bills print it: "2 PAC"; a line billed before units were kept, "2". */
export const quantityWithUnit = (quantity: number, unit: Unit | null | undefined): string =>
  unit ? `${quantity} ${unit}` : String(quantity);
