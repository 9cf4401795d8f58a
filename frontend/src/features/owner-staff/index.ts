/** What the owner's shell shows of the staff: who wrong PINs have locked out. */
export { LockedStaffNotice } from './components/locked-staff-notice';
