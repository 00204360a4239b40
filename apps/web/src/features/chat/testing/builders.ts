import type { HistoryItem, ModelInfo } from '@kiln/contracts';

let ids = 0;

export function historyItem(
  overrides: Partial<HistoryItem> & Pick<HistoryItem, 'role' | 'content'>,
): HistoryItem {
  ids += 1;
  return {
    _id: `m${ids}`,
    experimental_attachments: [],
    model: null,
    commitHash: null,
    commitMessage: null,
    createdAt: '2025-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const OFFLINE_MODEL: ModelInfo = {
  id: 'kiln-offline',
  label: 'Kiln offline',
  provider: 'offline',
  isOffline: true,
  isDefault: false,
};

export const SONNET_MODEL: ModelInfo = {
  id: 'sonnet-4',
  label: 'sonnet-4',
  provider: 'anthropic',
  isOffline: false,
  isDefault: true,
};
