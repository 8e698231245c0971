export { DateText } from './date-text';
