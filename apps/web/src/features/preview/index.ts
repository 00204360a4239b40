export { AddressBar } from './components/address-bar';
export { DeviceSwitcher } from './components/device-switcher';
export { PreviewBuilding } from './components/preview-building';
export { PreviewModeToggle } from './components/preview-mode-toggle';
export { PreviewViewport, type PreviewViewportProps, type RuntimeError } from './components/preview-viewport';
export { SelectElementToggle } from './components/select-element-toggle';
export { elementLabel } from './element-label';
export { usePreviewFrame } from './hooks/use-preview-frame';
export {
  getPreviewSession,
  type PreviewSession,
  type PreviewSessionState,
  resetPreviewSessions,
  usePreviewSession,
} from './preview-session';
