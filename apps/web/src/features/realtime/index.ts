export { type ProjectSocket, useProjectSocket, useSocketEvent } from './use-project-socket';
