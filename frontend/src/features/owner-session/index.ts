/** What the rest of the storefront may use of the owner's session. */
export { ADMIN_LOGIN_PATH, adminOwner, useAdminSession, type AdminOwner, type ReturnTo } from './session';
export { useCounterLock, type CounterLockState } from './counter-lock';
export { CounterLockDialog } from './components/counter-lock-dialog';
export { ManagerApprovalDialog } from './components/manager-approval-dialog';
