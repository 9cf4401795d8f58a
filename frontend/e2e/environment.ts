/**
 * Ports and accounts of the browser suite, apart from `npm start` (3000/9099) and the API suite
 * (9399). E2E_PORT_OFFSET moves every port of the suite at once (by tens: the Auth emulator takes
 * the two above its own), so two checkouts can run browser tests on one machine side by side.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORT = 3399 + OFFSET;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_EMULATOR_PORT = 9499 + OFFSET;
export const E2E_EMULATOR_HOST = `127.0.0.1:${E2E_EMULATOR_PORT}`;
export const E2E_FIREBASE_PROJECT = 'demo-bookshop-e2e';
export const E2E_ADMIN = { username: 'owner', password: 'e2e-owner-password' };
/** Known to the tests so they can mint a short-lived owner token, as the server would. */
export const E2E_JWT_SECRET = 'e2e-only-jwt-secret-for-browser-tests-0123456789';
export const SCREENSHOT_DIR = new URL('../../e2e-artifacts/screenshots/', import.meta.url).pathname;
/** The shop takes UPI at the counter in the browser suite. */
export const E2E_UPI = { id: 'saraswati.books@okaxis', name: 'Saraswati Books' };
/** The developer's pair (`npm run dev` in backend/ and in frontend/), started apart from all of the above. */
export const DEV_PAIR = {
  apiPort: 3398 + OFFSET,
  storefrontPort: 5274 + OFFSET,
  emulatorPort: 9489 + OFFSET,
  project: 'demo-bookshop-dev-pair',
};
/** A second shop for the browser tests, with a catalogue of thousands. */
export const E2E_LARGE_PORT = 3397 + OFFSET;
