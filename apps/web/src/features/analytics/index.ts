export { AnalyticsDialog } from './components/analytics-dialog';
export { AnalyticsRailButton } from './components/analytics-rail-button';
