export { AddressBar } from './components/address-bar';
export { DeviceSwitcher } from './components/device-switcher';
export { PreviewBuilding } from './components/preview-building';
export { PreviewViewport, type PreviewViewportProps, type RuntimeError } from './components/preview-viewport';
export { usePreviewFrame } from './hooks/use-preview-frame';
