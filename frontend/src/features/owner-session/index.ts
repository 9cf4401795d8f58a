/** What the rest of the storefront may use of the owner's session. */
export {
  ADMIN_LOGIN_PATH,
  adminOwner,
  SESSION_EXPIRED_MESSAGE,
  useAdminSession,
  type AdminOwner,
  type ReturnTo,
} from './session';
