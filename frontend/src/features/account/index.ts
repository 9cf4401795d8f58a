/** What other features may use of the customer's account. */
export { useAuth, type AuthContextValue, type CurrentUser } from './auth-context';
export { RequireAuth } from './require-auth';
export { formatMobile, signedInAs } from './phone-number';
export { VerifyEmailNote } from './components/verify-email-note';
