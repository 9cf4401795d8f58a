/**
 * A device the owner opened as a counter keeps its key here: staff may sign in with a PIN only
 * where it is, and every call from this device names it (X-Counter-Device), as a staff token is
 * good only with the key of the device it was signed in at.
 */
export const COUNTER_DEVICE_STORAGE_KEY = 'counterDevice';

export interface StoredCounterDevice {
  id: string;
  name: string;
  key: string;
}

export function readCounterDevice(): StoredCounterDevice | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(COUNTER_DEVICE_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { id, name, key } = stored as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' && typeof key === 'string' && key
      ? { id, name, key }
      : null;
  } catch {
    return null;
  }
}

export function storeCounterDevice(device: StoredCounterDevice): void {
  localStorage.setItem(COUNTER_DEVICE_STORAGE_KEY, JSON.stringify(device));
}

export function forgetCounterDevice(): void {
  localStorage.removeItem(COUNTER_DEVICE_STORAGE_KEY);
}
