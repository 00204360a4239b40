export { FirebaseRailButton } from './components/firebase-rail-button';
export { FirebaseDialog } from './components/lazy-firebase-dialog';
