/** Where a customer or a supplier is for GST: the GSTIN's state, else the state as typed. */
import { readGstin } from './gstin';
import { readState } from './gst-states';

export type PartyPlace =
  | { gstin: string | null; state: string | null; stateCode: string | null }
  | { problem: { path: 'gstin' | 'state'; message: string } };

/** A GSTIN is read as a bill's buyer's is and gives the state; without one, a state in words or by its code. */
export function readPartyPlace(typed: { gstin?: string | null; state?: string | null }): PartyPlace {
  if (typed.gstin?.trim()) {
    const reading = readGstin(typed.gstin);
    if ('problem' in reading) return { problem: { path: 'gstin', message: reading.problem } };
    return {
      gstin: reading.gstin,
      state: readState(reading.stateCode)?.name ?? null,
      stateCode: reading.stateCode,
    };
  }
  if (!typed.state) return { gstin: null, state: null, stateCode: null };
  const state = readState(typed.state);
  if (!state) {
    return { problem: { path: 'state', message: 'state must name an Indian state or union territory' } };
  }
  return { gstin: null, state: state.name, stateCode: state.code };
}
