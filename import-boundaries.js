/**
 * The import boundaries the lint holds (eslint-plugin-import-x's no-restricted-paths zones),
 * written as the design says them so the next engineer changes the design here, not the rule.
 */

const FRONTEND = './frontend/src';
const BACKEND = './backend/src';

/**
 * The storefront's features and the only others each may use, always through that feature's
 * public entry (its index.ts). Anything not listed is a boundary: compose in app/ instead.
 */
export const FEATURE_DEPENDENCIES = {
  account: [],
  cart: [],
  catalogue: ['account', 'cart', 'shop'],
  checkout: ['cart', 'catalogue', 'orders', 'print', 'shop'],
  kits: ['cart'],
  orders: ['account', 'catalogue', 'shop'],
  shop: [],
  'owner-session': [],
  'owner-staff': [],
  'owner-customers': [],
  'owner-purchases': [],
  'owner-catalogue': ['catalogue', 'owner-tax', 'owner-purchases'],
  'owner-desk': ['orders', 'owner-counter', 'shop'],
  'owner-counter': ['catalogue', 'orders', 'owner-catalogue', 'owner-day', 'owner-session', 'shop'],
  'owner-overview': ['shop'],
  'owner-messages': [],
  'owner-reports': [],
  'owner-day': ['shop'],
  print: ['account', 'cart'],
  'owner-print': ['print'],
  'owner-tax': [],
  'owner-kits': ['catalogue', 'owner-catalogue', 'shop'],
};

const featureZones = Object.entries(FEATURE_DEPENDENCIES).map(([feature, uses]) => ({
  target: `${FRONTEND}/features/${feature}`,
  from: `${FRONTEND}/features`,
  except: [`./${feature}`, ...uses.map((other) => `./${other}/index.ts`)],
  message: uses.length
    ? `The ${feature} feature may use only ${uses.join(', ')}, through their index.ts.`
    : `The ${feature} feature uses no other feature; compose features in app/.`,
}));

export const frontendZones = [
  ...featureZones,
  {
    target: `${FRONTEND}/features`,
    from: `${FRONTEND}/app`,
    message: 'Features do not import app/: app/ composes features, not the other way round.',
  },
  {
    target: [`${FRONTEND}/components`, `${FRONTEND}/lib`, `${FRONTEND}/i18n`],
    from: [`${FRONTEND}/features`, `${FRONTEND}/app`],
    message: 'Shared components, lib/ and i18n/ import no feature and no part of app/.',
  },
  {
    target: [`${FRONTEND}/lib`, `${FRONTEND}/i18n`],
    from: `${FRONTEND}/components`,
    message: 'lib/ and i18n/ hold no UI: they import no component.',
  },
];

/**
 * The backend's resources (folders that each serve one part of the API) and the only others each
 * may use. No two use each other: what two resources share moves to a neutral room instead
 * (http/, contract/, images/), so a resource can be read, and changed, from its own folder down.
 */
export const RESOURCE_DEPENDENCIES = {
  admin: ['notices'],
  audit: [],
  auth: ['audit'],
  'back-in-stock': ['auth', 'notices'],
  books: ['audit', 'images'],
  counter: ['audit', 'invoices', 'orders'],
  customers: ['audit', 'auth', 'reports'],
  images: [],
  invoices: ['auth'],
  kits: ['books'],
  notices: [],
  orders: ['auth', 'invoices', 'notices', 'print'],
  print: ['audit', 'auth'],
  purchasing: ['images', 'reports'],
  reports: ['audit', 'invoices'],
  shop: [],
  staff: ['audit', 'auth'],
  tax: ['audit', 'invoices'],
};
const RESOURCES = Object.keys(RESOURCE_DEPENDENCIES);
/** Backend folders that are no resource: what the resources stand on, and the tools beside them. */
export const BACKEND_ROOMS = ['contract', 'http', 'store', 'seed', 'ops', 'pdf'];
const TOOLS = ['seed', 'ops'];

const resourceZones = Object.entries(RESOURCE_DEPENDENCIES).map(([resource, uses]) => ({
  target: `${BACKEND}/${resource}`,
  from: [...RESOURCES.filter((other) => other !== resource && !uses.includes(other)), ...TOOLS].map(
    (folder) => `${BACKEND}/${folder}`,
  ),
  message: uses.length
    ? `The ${resource} resource may use only ${uses.join(', ')} of the others; share through http/, contract/ or images/.`
    : `The ${resource} resource uses no other resource; share through http/, contract/ or images/.`,
}));

const ADAPTERS = ['sqlite', 'mongo'];

export const backendZones = [
  ...resourceZones,
  {
    target: `${BACKEND}/http`,
    from: RESOURCES.map((resource) => `${BACKEND}/${resource}`),
    message: 'http/ is what every route shares: it imports no resource folder.',
  },
  {
    target: `${BACKEND}/pdf`,
    from: [...RESOURCES, 'http', 'store', 'ops', 'seed'].map((folder) => `${BACKEND}/${folder}`),
    message: 'pdf/ draws the pages every document shares: it knows no resource, route or store.',
  },
  {
    target: `${BACKEND}/contract`,
    from: BACKEND,
    except: ['./contract'],
    message: 'The contract is shared with the storefront: it imports nothing else of the backend.',
  },
  {
    target: `${BACKEND}/store`,
    from: [...RESOURCES, 'http', 'ops', 'seed'].map((folder) => `${BACKEND}/${folder}`),
    message: 'The store contract and its adapters know nothing of services, routes or tools.',
  },
  ...ADAPTERS.map((adapter) => ({
    target: [`${BACKEND}/ops`, `${BACKEND}/seed`, './bench', './scripts'],
    from: `${BACKEND}/store/${adapter}`,
    except: ['./index.ts'],
    message: `Reach the ${adapter} adapter through store/${adapter}/index.ts, never its models, mappings or migrations.`,
  })),
  {
    target: `${BACKEND}/store/recipes`,
    from: ADAPTERS.map((adapter) => `${BACKEND}/store/${adapter}`),
    message:
      'Recipes are written once over the unit of work (store/unit-of-work-contract.ts), never an adapter.',
  },
  ...ADAPTERS.map((adapter) => ({
    target: [...RESOURCES, 'http'].map((folder) => `${BACKEND}/${folder}`),
    from: `${BACKEND}/store/${adapter}`,
    message: 'Services and routes see only the store contract (store/store.ts), never an adapter.',
  })),
];

/** The contract runs in the browser too: zod and its own files only. */
export const CONTRACT_IMPORTS = {
  patterns: [
    {
      regex: '^(?!zod$|\\.$|\\./)',
      message: 'The contract imports only zod and its own files, so the storefront can load it.',
    },
  ],
};

/** Services know nothing of HTTP. */
export const SERVICE_IMPORTS = {
  paths: ['express', 'multer', 'cors', 'compression'].map((name) => ({
    name,
    message: 'Services know nothing of HTTP: take plain values, throw AppError.',
  })),
  patterns: [{ group: ['../http/*'], message: 'Services know nothing of HTTP.' }],
};
