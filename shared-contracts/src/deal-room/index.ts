// `@insolvency/shared-contracts/deal-room`: the deal room's types, limits, messages and pure rules
// (NDA, pack, questions, sealed offers, audit trail, the buyers' sanctions screening). Apart from the root entry, which is on every
// visitor's page: only the deal-room screens and the server load this one.
export * from './deal-room';
export * from './deal-room-offers';
export * from './deal-room-audit';
export * from './screening';
export * from './cdd';
