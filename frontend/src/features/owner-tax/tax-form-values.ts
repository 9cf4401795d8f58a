import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  CATEGORIES,
  invoicePrefixProblem,
  invoiceNumber,
  readGstin,
  type Category,
  type GstRate,
  type TallyLedgers,
  type TaxSettings,
} from '@shop/backend/contract';
import { translateOwner, type OwnerMessageId } from '@/i18n/owner';
import { readApiError } from '@/lib/api-error';

/** A code and its rate as the form holds them: the rate as its select's value ("18"). */
export interface CodeRateValues {
  hsn: string;
  gstRate: string;
}

/** The Tax page's form: the settings, with every rate as text so a select can hold it. */
export interface TaxFormValues extends Pick<
  TaxSettings,
  'gstMode' | 'gstin' | 'legalName' | 'invoicePrefix'
> {
  categoryDefaults: Record<Category, CodeRateValues>;
  printService: { sac: string; gstRate: string };
  tallyLedgers: TallyLedgers;
}

/** The ledgers named one by one; the per-rate sales ledgers are a set of their own. */
type NamedLedger = Exclude<keyof TallyLedgers, 'salesByRate'>;

const NAMED_LEDGERS: readonly NamedLedger[] = ['sales', 'cgst', 'sgst', 'cash', 'upi', 'card'];

/** Each named ledger's box, labelled by owner.tax.ledger.<ledger>. */
export const TALLY_LEDGER_FIELDS: readonly { key: NamedLedger; label: OwnerMessageId }[] = NAMED_LEDGERS.map(
  (key) => ({ key, label: `owner.tax.ledger.${key}` }),
);

const mapCategories = <From, To>(record: Record<Category, From>, map: (value: From) => To) =>
  Object.fromEntries(CATEGORIES.map((category) => [category, map(record[category])])) as Record<Category, To>;

export function settingsToForm(settings: TaxSettings): TaxFormValues {
  return {
    gstMode: settings.gstMode,
    gstin: settings.gstin,
    legalName: settings.legalName,
    invoicePrefix: settings.invoicePrefix,
    categoryDefaults: mapCategories(settings.categoryDefaults, ({ hsn, gstRate }) => ({
      hsn,
      gstRate: String(gstRate),
    })),
    printService: { sac: settings.printService.sac, gstRate: String(settings.printService.gstRate) },
    tallyLedgers: { ...settings.tallyLedgers, salesByRate: { ...settings.tallyLedgers.salesByRate } },
  };
}

const rate = (text: string) => Number(text) as GstRate;
const code = (text: string) => text.replace(/\s/g, '');

/** The PUT body, once the schema has passed the form: codes without spaces, rates as numbers. */
export function formToSettings(values: TaxFormValues): TaxSettings {
  const registered = values.gstMode !== 'unregistered';
  return {
    gstMode: values.gstMode,
    gstin: registered ? code(values.gstin).toUpperCase() : '',
    legalName: values.legalName.trim(),
    invoicePrefix: values.invoicePrefix.trim().toUpperCase(),
    categoryDefaults: mapCategories(values.categoryDefaults, ({ hsn, gstRate }) => ({
      hsn: code(hsn),
      gstRate: rate(gstRate),
    })),
    printService: { sac: code(values.printService.sac), gstRate: rate(values.printService.gstRate) },
    tallyLedgers: mapLedgers(values.tallyLedgers),
  };
}

const trimmed = <Key extends string>(names: Record<Key, string>) =>
  Object.fromEntries(Object.entries<string>(names).map(([key, name]) => [key, name.trim()])) as Record<
    Key,
    string
  >;

const mapLedgers = ({ salesByRate, ...named }: TallyLedgers): TallyLedgers => ({
  ...trimmed(named),
  salesByRate: trimmed(salesByRate),
});

/** What the GSTIN box says as the owner types: nothing yet, what is wrong, or the state it is in. */
export function gstinReading(typed: string): { ok: boolean; text: string } | null {
  if (!typed.trim()) return null;
  const reading = readGstin(typed);
  return 'problem' in reading
    ? { ok: false, text: reading.problem }
    : { ok: true, text: translateOwner('owner.tax.gstin.valid', { stateCode: reading.stateCode }) };
}

/** The first bill's number this prefix would make today, or null while the prefix is no prefix. */
export function prefixPreview(typed: string, today = new Date()): string | null {
  const prefix = typed.trim().toUpperCase();
  return invoicePrefixProblem(prefix) === null ? invoiceNumber(prefix, today, 1) : null;
}

export interface TaxProblem {
  message: string;
  /** Each with the form's field path ("categoryDefaults.book.hsn"), as the API names it. */
  issues: { path: string; message: string }[];
}

/** The server's refusal, its issues by field; null when the call failed without an answer. */
export function taxProblemFrom(error: FetchBaseQueryError | SerializedError): TaxProblem | null {
  const refusal = readApiError(error);
  if (refusal.kind !== 'refusal' || refusal.message === null) return null;
  return { message: refusal.message, issues: refusal.issues };
}
