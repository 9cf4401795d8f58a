/** The types of import-boundaries.js, which eslint.config.js reads as plain JavaScript. */
export declare const FEATURE_DEPENDENCIES: Record<string, string[]>;
export declare const RESOURCE_DEPENDENCIES: Record<string, string[]>;
export declare const BACKEND_ROOMS: string[];
export declare const frontendZones: object[];
export declare const backendZones: object[];
export declare const CONTRACT_IMPORTS: object;
export declare const SERVICE_IMPORTS: object;
