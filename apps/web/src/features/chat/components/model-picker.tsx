import type { ModelInfo } from '@kiln/contracts';
import { ChevronDown, Cpu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu-radio';

export type ModelPickerProps = {
  models: readonly ModelInfo[];
  /** The chosen id; null is the server's default. */
  value: string | null;
  onValueChange: (id: string | null) => void;
};

const PROVIDER_LABELS: Record<ModelInfo['provider'], string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  'openai-compatible': 'Local server',
  offline: 'Built in, no API key',
};

export function selectedModel(models: readonly ModelInfo[], value: string | null): ModelInfo | undefined {
  return models.find((model) => model.id === value) ?? models.find((model) => model.isDefault) ?? models[0];
}

/** The model the next message goes to (`/api/models/list`). */
export function ModelPicker({ models, value, onValueChange }: ModelPickerProps) {
  const current = selectedModel(models, value);
  if (!current) return null;
  const handleValueChange = (id: string) => {
    const match = models.find((model) => model.id === id);
    if (match) onValueChange(match.isDefault ? null : match.id);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Model: ${current.label}`}
          className="max-w-full min-w-0 shrink gap-1.5 px-2 text-zinc-600"
        >
          <Cpu aria-hidden="true" />
          <span className="truncate">{current.label}</span>
          <ChevronDown aria-hidden="true" className="text-zinc-400" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top" className="min-w-56">
        <DropdownMenuLabel className="text-xs font-medium text-zinc-500">Model</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current.id} onValueChange={handleValueChange}>
          {models.map((model) => (
            <DropdownMenuRadioItem key={model.id} value={model.id}>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-zinc-800">{model.label}</span>
                <span className="text-xs text-zinc-500">
                  {PROVIDER_LABELS[model.provider]}
                  {model.isDefault ? ' · Default' : ''}
                </span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {models.every((model) => model.isOffline) ? (
          <p className="mt-1 border-t border-zinc-100 px-2 pt-2 pb-1 text-xs leading-snug text-zinc-500">
            Add a real model by setting <code className="font-mono text-[11px]">ANTHROPIC_API_KEY</code>,{' '}
            <code className="font-mono text-[11px]">OPENAI_API_KEY</code> or{' '}
            <code className="font-mono text-[11px]">OPENAI_BASE_URL</code> (with{' '}
            <code className="font-mono text-[11px]">KILN_MODEL</code>) on the server.
          </p>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
