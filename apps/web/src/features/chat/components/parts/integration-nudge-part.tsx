import { type IntegrationType, MESSAGES } from '@kiln/contracts';
import { Check, Plug } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { INTEGRATION_INFO, type NudgeState } from '../../nudges';

export type IntegrationNudgePartProps = {
  subtype: IntegrationType;
  state: NudgeState;
  /** The owner, on the latest assistant message: the card can be answered. */
  canAnswer: boolean;
  isDenying: boolean;
  onDeny: () => void;
  /** Opens the integration's dialog; absent for the integrations not built yet (only 'Not Now'). */
  onConnect?: () => void;
};

/**
 * Seed 000 §2 / §4: the assistant suggests an integration: Connect opens its dialog, 'Not Now'
 * declines. An integration not built yet offers only 'Not Now'; never a button that does nothing.
 */
export function IntegrationNudgePart({
  subtype,
  state,
  canAnswer,
  isDenying,
  onDeny,
  onConnect,
}: IntegrationNudgePartProps) {
  const info = INTEGRATION_INFO[subtype];
  return (
    <section
      aria-label={`Suggested integration: ${info.name}`}
      className="flex items-center gap-3 rounded-xl border border-zinc-200/80 bg-white px-3.5 py-3 shadow-card"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-ember-50 text-ember-700">
        <Plug aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[13px] font-medium text-zinc-900">{info.name}</p>
        <p className="text-[12.5px] leading-snug text-zinc-500">{info.description}</p>
      </div>
      {state === 'connected' ? (
        <Badge variant="success">
          <Check aria-hidden="true" />
          Connected
        </Badge>
      ) : state === 'denied' ? (
        <Badge>Skipped</Badge>
      ) : canAnswer ? (
        <div className="flex shrink-0 gap-1.5">
          <Button size="sm" variant="secondary" onClick={onDeny} disabled={isDenying}>
            {isDenying ? <Spinner className="size-3.5" /> : null}
            {MESSAGES.NUDGE_NOT_NOW}
          </Button>
          {onConnect ? (
            <Button size="sm" variant="primary" onClick={onConnect} disabled={isDenying}>
              Connect
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
