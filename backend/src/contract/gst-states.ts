/**
 * India's states and union territories by their GST state code, spelt as the GSTN's offline tool
 * spells them in a place of supply ("27-Maharashtra"). A GSTIN starts with its holder's code, so a
 * buyer's state is read from it; a buyer without one names the state in words.
 */

export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman & Diu',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (Before Division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman & Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** A state as a bill names it. */
export interface GstState {
  code: string;
  name: string;
}

/** Names written another way than the tool's: "and" for "&", older spellings. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'new delhi': '07',
  'nct of delhi': '07',
  'dadra and nagar haveli': '26',
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, string>([
  ...Object.entries(GST_STATES).map(([code, name]): [string, string] => [fold(name), code]),
  ...Object.entries(OTHER_NAMES),
]);

export const stateOfCode = (code: string): GstState | null => {
  const name = GST_STATES[code];
  return name ? { code, name } : null;
};

/**
 * A state as typed: its name in any case ("maharashtra", "Jammu and Kashmir"), its two-digit code
 * ("27"), or both as the tool writes them ("27-Maharashtra"). Null when it names none.
 */
export function readState(typed: string): GstState | null {
  const text = typed.trim();
  const coded = /^(\d{1,2})(?:\s*-\s*.*)?$/.exec(text);
  if (coded) return stateOfCode(coded[1]!.padStart(2, '0'));
  const code = BY_NAME.get(fold(text));
  return code ? stateOfCode(code) : null;
}

/** "27-Maharashtra": a place of supply as GSTR-1 writes it. */
export const placeOfSupplyLabel = (state: GstState): string => `${state.code}-${state.name}`;
