/** The screens are lazy routes in app/router.tsx; an item's edit page sets its reorder levels here. */
export { ReorderLevels } from './components/reorder-levels';
