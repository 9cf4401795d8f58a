/**
 * A note, kept in localStorage, of whether this browser had a signed-in customer when Firebase last
 * reported. It lets the shop skip downloading Firebase for visitors who are not signed in (most of
 * them) while still restoring a signed-in customer's session on every page.
 */
export const SESSION_HINT_KEY = 'shop.customer-session';
/** Firebase Auth's own store of the signed-in user in the browser. */
const FIREBASE_DATABASE = 'firebaseLocalStorageDb';

export function rememberSession(signedIn: boolean): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, signedIn ? 'signed-in' : 'signed-out');
  } catch {
    // Private mode or a full quota: Firebase then loads only where sign-in is needed.
  }
}

/** What Firebase last reported in this browser, or null when the note has never been written. */
export function sessionHint(): 'signed-in' | 'signed-out' | null {
  try {
    const hint = localStorage.getItem(SESSION_HINT_KEY);
    return hint === 'signed-in' || hint === 'signed-out' ? hint : null;
  } catch {
    return null;
  }
}

/**
 * Whether a customer may be signed in here, so Firebase must load to find out. A browser that has
 * never had the note (a sign-in from before the note existed) counts as one if Firebase has stored
 * anything in it.
 */
export async function maySessionExist(): Promise<boolean> {
  const hint = sessionHint();
  if (hint) return hint === 'signed-in';
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === FIREBASE_DATABASE);
  } catch {
    return false;
  }
}

/** Calls back when another tab signs a customer in, so this one can show it too. */
export function onSessionStartedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === 'signed-in') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
