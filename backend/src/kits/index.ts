/** School kits: the owner's lists per school, class and year, and the parents' view of them. */
export { kitRoutes } from './routes';
export { createKitService, kitViewOf, type KitQuery, type KitService } from './service';
export { createKitImport, type KitImport } from './import';
export { kitImportRoutes } from './import-routes';
