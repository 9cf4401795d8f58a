/**
 * The zod rules of GST data: an HSN or SAC code, a GST rate, and the shop's tax settings
 * (PUT /api/shop/tax). The owner's Tax page and item form check with these same rules.
 */
import { z } from 'zod';
import { CATEGORIES } from './categories';
import { GST_RATES, HSN_PATTERN, isGstRate, SAC_PATTERN, type GstRate } from './gst-tax';
import { readGstin } from './gstin';
import { invoicePrefixProblem } from './invoice-numbers';
import {
  GST_MODES,
  GST_RATE_KEYS,
  salesLedgersByRate,
  type GstRateKey,
  type TallyLedgers,
  type TaxSettings,
} from './tax-settings';
import { numeral, optionalText, requiredText } from './text-schemas';
import { DEFAULT_UNIT, UNITS } from './units';

/** The name on a GST registration certificate: long trade names with "Private Limited" fit. */
export const LEGAL_NAME_MAX = 150;
/** A Tally ledger's name (Tally itself allows a few hundred characters; nobody types more). */
export const TALLY_LEDGER_MAX = 100;

const RATE_LIST = GST_RATES.join(', ');
/** Typed codes may hold the spaces a certificate or a supplier's bill prints them with. */
const withoutSpaces = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value);

export const hsnCode = (label = 'HSN code') =>
  z.preprocess(
    withoutSpaces,
    z.string({ error: `${label} must be text` }).regex(HSN_PATTERN, `${label} must be 4, 6 or 8 digits`),
  );

export const sacCode = (label = 'SAC code') =>
  z.preprocess(
    withoutSpaces,
    z
      .string({ error: `${label} must be text` })
      .regex(SAC_PATTERN, `${label} must be 6 digits starting with 99`),
  );

/** A GST rate in per cent, as a number or as a form or spreadsheet writes it ("18", "18%"). */
export const gstRate = (label = 'GST rate') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/%\s*$/, '') : value),
    numeral(label).pipe(
      z.custom<GstRate>((value) => typeof value === 'number' && isGstRate(value), {
        message: `${label} must be one of ${RATE_LIST} (per cent)`,
      }),
    ),
  );

const blankIsNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An item's own HSN code; blank or null means the category's default. */
export const bookHsn = z.preprocess(blankIsNull, hsnCode().nullable());
/** An item's own GST rate; blank or null means the category's default. */
export const bookGstRate = z.preprocess(
  (value) => (value === 'null' ? null : blankIsNull(value)),
  gstRate().nullable(),
);

/** An item's unit, a GST unit quantity code in any case ("pac"); blank means numbers (NOS). */
export const bookUnit = z.preprocess(
  (value) =>
    typeof value === 'string' ? value.trim().toUpperCase() || DEFAULT_UNIT : (value ?? DEFAULT_UNIT),
  z.enum(UNITS, { error: `Unit must be one of: ${UNITS.join(', ')}` }),
);

const hsnRate = z.strictObject({ hsn: hsnCode(), gstRate: gstRate() });

const ledger = (label: string) => requiredText(`The ${label} ledger`, TALLY_LEDGER_MAX);

const registered = (mode: TaxSettings['gstMode']) => mode !== 'unregistered';

const rateLabel = (key: GstRateKey) => (key === '0' ? 'Nil-rated sales' : `${key}% sales`);

/** Each rate's sales ledger may be named; one left out is named from the sales ledger. */
const salesByRate = z
  .strictObject(
    Object.fromEntries(GST_RATE_KEYS.map((key) => [key, ledger(rateLabel(key)).optional()])) as Record<
      GstRateKey,
      z.ZodOptional<ReturnType<typeof ledger>>
    >,
  )
  .optional();

const OTHER_LEDGERS = [
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['cash', 'cash'],
  ['upi', 'UPI'],
  ['card', 'card'],
] as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Tally tells ledgers apart by name, case aside, and each rate's sales ledger carries that rate:
 * two rates in one ledger, or a sales ledger that is also a tax or payment ledger, would misfile.
 */
function clashingSalesLedgers(ledgers: TallyLedgers): { key: GstRateKey; message: string }[] {
  const clashes: { key: GstRateKey; message: string }[] = [];
  GST_RATE_KEYS.forEach((key, index) => {
    const name = ledgers.salesByRate[key];
    const rate = GST_RATE_KEYS.slice(0, index).find((earlier) =>
      sameName(ledgers.salesByRate[earlier], name),
    );
    const other = OTHER_LEDGERS.find(([field]) => sameName(ledgers[field], name));
    const clash = rate ? `the ${rateLabel(rate)} ledger` : other && `the ${other[1]} ledger`;
    if (clash) clashes.push({ key, message: `The ${rateLabel(key)} ledger must differ from ${clash}` });
  });
  return clashes;
}

/**
 * PUT /api/shop/tax: the settings whole. A registered shop (composition or regular) must give
 * its GSTIN, check character verified, and its legal name; an unregistered one has no GSTIN.
 */
export const taxSettingsSchema = z
  .strictObject({
    gstMode: z.enum(GST_MODES, { error: `gstMode must be one of: ${GST_MODES.join(', ')}` }),
    gstin: z.string({ error: 'GSTIN must be text' }).max(40, 'GSTIN must be 15 characters'),
    legalName: optionalText('Legal name', LEGAL_NAME_MAX).transform((name) => name ?? ''),
    invoicePrefix: z
      .string({ error: 'Invoice prefix must be text' })
      .trim()
      .toUpperCase()
      .min(1, 'Invoice prefix is required')
      .superRefine((prefix, ctx) => {
        // An empty prefix is already refused as required: one problem, said once.
        const problem = prefix ? invoicePrefixProblem(prefix) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    categoryDefaults: z.record(z.enum(CATEGORIES), hsnRate),
    printService: z.strictObject({ sac: sacCode(), gstRate: gstRate() }),
    tallyLedgers: z.strictObject({
      sales: ledger('sales'),
      cgst: ledger('CGST'),
      sgst: ledger('SGST'),
      cash: ledger('cash'),
      upi: ledger('UPI'),
      card: ledger('card'),
      salesByRate,
    }),
  })
  .transform((sent, ctx): TaxSettings => {
    const settings = {
      ...sent,
      tallyLedgers: {
        ...sent.tallyLedgers,
        salesByRate: salesLedgersByRate(sent.tallyLedgers.sales, sent.tallyLedgers.salesByRate),
      },
    };
    for (const { key, message } of clashingSalesLedgers(settings.tallyLedgers)) {
      ctx.addIssue({ code: 'custom', path: ['tallyLedgers', 'salesByRate', key], message });
    }
    if (!registered(settings.gstMode)) return { ...settings, gstin: '' };
    if (!settings.legalName) {
      ctx.addIssue({
        code: 'custom',
        path: ['legalName'],
        message: 'Legal name is required for a GST-registered shop',
      });
    }
    const reading = readGstin(settings.gstin);
    if ('problem' in reading) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: settings.gstin.trim()
          ? reading.problem
          : 'GSTIN is required for a composition or regular registration',
      });
      return z.NEVER;
    }
    return { ...settings, gstin: reading.gstin };
  });

export type TaxSettingsBody = z.input<typeof taxSettingsSchema>;
