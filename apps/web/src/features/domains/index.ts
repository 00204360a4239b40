export { CustomDomainSection } from './components/custom-domain-section';
