export { AnalyticsRailButton } from './components/analytics-rail-button';
export { AnalyticsDialog } from './components/lazy-analytics-dialog';
