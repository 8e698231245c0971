export { objectUrlOrError, saveObjectUrl } from './save-file';
export { DownloadButton } from './download-button';
