/** The owner's Staff page and audit log: routed from app/, used by no other feature. */
export {};
