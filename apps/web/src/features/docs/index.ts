export { DocsPage } from './components/docs-page';
