import { INTEGRATION_STATUS_LABELS, type IntegrationCatalogueStatus } from '@kiln/contracts';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  connected: 'success',
  available: 'ember',
  not_configured: 'neutral',
  coming_soon: 'neutral',
} as const;

export function IntegrationStatusBadge({ status }: { status: IntegrationCatalogueStatus }) {
  return <Badge variant={VARIANT[status]}>{INTEGRATION_STATUS_LABELS[status]}</Badge>;
}
