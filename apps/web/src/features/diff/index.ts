export { commitDiffQueryOptions, diffKeys } from './api';
export { DiffView } from './components/diff-view';
