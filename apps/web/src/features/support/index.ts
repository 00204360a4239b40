export { FeedbackDialog } from './components/feedback-dialog';
export { LiveSupportDialog } from './components/live-support-dialog';
