export { SlotProvider, useSlotLoader } from './slot-context';
export type { SlotLoader, SlotResolver } from './slot-context';
