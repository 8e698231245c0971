export { RichTextField } from './rich-text-field';
export { useDescriptionCheck, PERSONAL_DETAILS_TITLE } from './use-description-check';
