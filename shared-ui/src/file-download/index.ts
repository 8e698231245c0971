export { objectUrlOrError, saveObjectUrl } from './save-file';
