/**
 * The API suite's own Auth emulator, apart from the one `npm start` runs on 9099.
 * TEST_EMULATOR_PORT lets two suites run side by side without sharing (and stopping) one.
 */
export const TEST_EMULATOR_PORT = Number(process.env.TEST_EMULATOR_PORT || 9399);
export const TEST_EMULATOR_HOST = `127.0.0.1:${TEST_EMULATOR_PORT}`;
export const TEST_FIREBASE_PROJECT = 'demo-bookshop-test';
