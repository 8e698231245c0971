export * from './users';
export * from './labels';
export * from './posts';
export * from './billing';
export * from './interest';
export * from './buyer-preferences';
export * from './messaging';
export * from './abuse-protection';
