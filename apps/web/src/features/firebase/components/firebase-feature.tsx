import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fieldErrorId } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { FirebaseConfigState } from '../hooks/use-firebase-config';

export type FirebaseFeatureProps<T> = {
  id: string;
  name: string;
  description: string;
  configLabel: string;
  placeholder: string;
  isConnected: boolean;
  isDisabled: boolean;
  config: FirebaseConfigState<T>;
  onSave: () => void;
};

/** One of seed 002's two Firebase features: its toggle, then its config to paste and save, or Connected. */
export function FirebaseFeature<T>({
  id,
  name,
  description,
  configLabel,
  placeholder,
  isConnected,
  isDisabled,
  config,
  onSave,
}: FirebaseFeatureProps<T>) {
  const fieldId = `${id}-config`;
  return (
    <section aria-label={name} className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Label htmlFor={isConnected ? undefined : `${id}-toggle`} className="font-medium text-zinc-900">
            {name}
          </Label>
          <p className="text-[13px] text-zinc-500">{description}</p>
        </div>
        {isConnected ? (
          <Badge variant="success">Connected</Badge>
        ) : (
          <Switch
            id={`${id}-toggle`}
            checked={config.isEnabled}
            onCheckedChange={config.setEnabled}
            disabled={isDisabled}
          />
        )}
      </div>
      {!isConnected && config.isEnabled ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>{configLabel}</Label>
          <Textarea
            id={fieldId}
            value={config.text}
            onChange={(event) => config.edit(event.target.value)}
            placeholder={placeholder}
            spellCheck={false}
            autoComplete="off"
            className="min-h-32 font-mono text-xs"
            aria-invalid={config.error ? true : undefined}
            aria-describedby={config.error ? fieldErrorId(fieldId) : undefined}
            disabled={isDisabled}
          />
          {config.error ? (
            <p id={fieldErrorId(fieldId)} role="alert" className="text-[13px] text-red-600">
              {config.error}
            </p>
          ) : null}
          <div className="flex items-center gap-2">
            <Button size="sm" variant="secondary" onClick={onSave} disabled={isDisabled}>
              Save {name} configuration
            </Button>
            <span className="text-[13px] text-zinc-500">{config.saved ? 'Saved' : 'Not saved yet'}</span>
          </div>
        </div>
      ) : null}
    </section>
  );
}
