// `@insolvency/shared-contracts/schemas`: the zod schemas (server validation, forms).
// Kept apart from the root entry because zod is ~21 KiB brotli and the root entry is on
// every page; a front end imports this entry only from a lazily loaded screen (e.g. Login).
export * from './auth';
export * from './posts';
export * from './search';
export * from './saved-searches';
export * from './fields';
export * from './password';
export * from './registration';
export * from './account';
export * from './contact';
export * from './admin';
export * from './interest';
export * from './deal-room';
export * from './deal-room-offers';
export * from './sanctions';
export * from './screening';
export * from './cdd';
