export { chatKeys } from './api';
export { ChatPanel, type ChatPanelProps } from './components/chat-panel';
export { type ChatActions, useChatActions } from './hooks/use-chat-actions';
export { type SendRequest, useChatSender } from './hooks/use-chat-sender';
