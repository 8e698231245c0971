export { SAVE_CONFIRMATION_MS, SaveConfirmation } from './save-confirmation';
export type { SaveConfirmationProps } from './save-confirmation';
