import { TextField } from '@/components/ui/form-field';

/** What a party's place is typed as: a GSTIN, an address, and a state that only a party without a GSTIN types. */
export interface GstPlace {
  gstin: string;
  address: string;
  state: string;
}

/**
 * A customer's or a supplier's GSTIN, address and state. The GSTIN gives the state, so the state
 * is asked for only while no GSTIN is typed.
 */
export function GstPlaceFields({
  idPrefix,
  place,
  onChange,
  labels,
  addressMax,
}: {
  idPrefix: string;
  place: GstPlace;
  onChange: (place: GstPlace) => void;
  labels: { gstin: string; gstinHint: string; address: string; state: string; stateHint?: string };
  addressMax: number;
}) {
  const set = (field: keyof GstPlace) => (value: string) => onChange({ ...place, [field]: value });
  return (
    <>
      <TextField
        id={`${idPrefix}-gstin`}
        label={labels.gstin}
        hint={labels.gstinHint}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={15}
        value={place.gstin}
        onChange={set('gstin')}
      />
      <TextField
        id={`${idPrefix}-address`}
        label={labels.address}
        maxLength={addressMax}
        autoComplete="off"
        value={place.address}
        onChange={set('address')}
      />
      {!place.gstin.trim() && (
        <TextField
          id={`${idPrefix}-state`}
          label={labels.state}
          hint={labels.stateHint}
          autoComplete="off"
          value={place.state}
          onChange={set('state')}
        />
      )}
    </>
  );
}
