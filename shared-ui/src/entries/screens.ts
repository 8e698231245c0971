// Our components for logged-in screens (menus, save confirmations, chip grids,
// the notification area). Apart from the root entry, which is on every visitor's page (a
// shared module is never tree-shaken): a visitor's home loads none of this.
export * from '../role-navigation';
export * from '../save-confirmation';
export * from '../chip-grid';
export * from '../notification-area';
export { Slot } from '../slot/slot';
export type { SlotComponentProps } from '../slot/slot';
export * from '../post-status-tag';
export * from '../file-download';
export * from '../sort-controls';
