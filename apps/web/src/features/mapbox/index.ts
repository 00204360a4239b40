export { MapboxDialog } from './components/lazy-mapbox-dialog';
export { MapboxRailButton } from './components/mapbox-rail-button';
