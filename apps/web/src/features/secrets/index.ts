export { secretsQueryOptions, useSetSecret } from './api';
