/** What other features may use of the school kits. */
export { kitsApi, useGetKitQuery, useGetKitSchoolsQuery } from './api';
