export { GithubButton } from './components/github-button';
