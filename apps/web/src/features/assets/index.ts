export type { AssetEditorProps } from './components/asset-editor';
export { AssetGallery } from './components/asset-gallery';
export { AssetsRailButton } from './components/assets-rail-button';
export { AssetEditor } from './components/lazy-asset-editor';
export { useAssetsLeaveGuard } from './hooks/use-assets-leave-guard';
export { resetAssetSessions } from './session';
