/** School kits (issue 30): the owner's lists per school, class and year, and the parents' view of them. */
export { kitRoutes } from './routes';
export { createKitService, kitViewOf, type KitQuery, type KitService } from './service';
