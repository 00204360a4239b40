import type { ThreadStatus } from '@kiln/contracts';
import { Badge } from '@/components/ui/badge';
import { THREAD_STATUS_LABELS } from '../labels';

const VARIANT = { open: 'ember', answered: 'success', closed: 'neutral' } as const;

export function ThreadStatusBadge({ status }: { status: ThreadStatus }) {
  return <Badge variant={VARIANT[status]}>{THREAD_STATUS_LABELS[status]}</Badge>;
}
