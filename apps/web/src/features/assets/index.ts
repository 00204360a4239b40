export { AssetEditor, type AssetEditorProps } from './components/asset-editor';
export { AssetsRailButton } from './components/assets-rail-button';
export { useAssetsLeaveGuard } from './hooks/use-assets-leave-guard';
export { resetAssetSessions } from './session';
