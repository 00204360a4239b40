export { DownloadButton } from './components/download-button';
export { DownloadDialog } from './components/lazy-download-dialog';
export { ShareDialog } from './components/share-dialog';
