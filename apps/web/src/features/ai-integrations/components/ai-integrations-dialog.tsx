import {
  AI_FEATURES,
  type AiIntegrations,
  DEFAULT_SITE_AI_LIMITS,
  isPhaseInProgress,
  MESSAGES,
  type Project,
  type SiteAiLimits,
  siteAiPath,
} from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { patchProjectIntegrations, saveAiIntegrations } from '../api';

export const AI_INTEGRATIONS_TITLE = 'AI Integrations';

export type AiIntegrationsDialogProps = {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const LIMIT_FIELDS: readonly { key: keyof SiteAiLimits; label: string }[] = [
  { key: 'projectPerHour', label: 'For the whole app' },
  { key: 'visitorPerHour', label: 'For each visitor' },
];

type LimitDrafts = Record<keyof SiteAiLimits, string>;

function limitDrafts(limits: SiteAiLimits): LimitDrafts {
  return { projectPerHour: String(limits.projectPerHour), visitorPerHour: String(limits.visitorPerHour) };
}

/** A draft as a limit: a whole number of at least 1, the saved one when the field is not a number. */
function limitOf(draft: string, fallback: number): number {
  const number = Number.parseInt(draft, 10);
  return Number.isFinite(number) ? Math.max(1, number) : fallback;
}

function flagsOf(project: Project): Record<string, boolean> {
  return Object.fromEntries(
    AI_FEATURES.map((feature) => [feature.id, project.integrations.ai[feature.id]?.enabled ?? false]),
  );
}

/**
 * Seed 002's AI integrations: the AI features a generated app may use, each with its enabled flag,
 * and how much visitors may use them (Kiln's limits). The app calls them on its own address; Kiln
 * answers with its model, so the app never holds a key.
 */
export function AiIntegrationsDialog({ project, open, onOpenChange }: AiIntegrationsDialogProps) {
  const queryClient = useQueryClient();
  const [flags, setFlags] = useState(() => flagsOf(project));
  const saved = project.integrations.aiLimits ?? DEFAULT_SITE_AI_LIMITS;
  const [limits, setLimits] = useState(() => limitDrafts(saved));

  const save = useMutation({
    mutationFn: (body: { integrations: AiIntegrations; limits: SiteAiLimits }) =>
      saveAiIntegrations(project._id, body),
    onSuccess: (ai, { limits: savedLimits }) => {
      patchProjectIntegrations(queryClient, project._id, (integrations) => ({
        ...integrations,
        ai,
        aiLimits: savedLimits,
      }));
      const isOn = Object.values(ai).some((feature) => feature.enabled);
      toast.success(isOn ? MESSAGES.AI_READY : MESSAGES.AI_INTEGRATIONS_REMOVED);
      onOpenChange(false);
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.SAVE_INTEGRATIONS_FAILED)),
  });

  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen) {
      setFlags(flagsOf(project));
      setLimits(limitDrafts(saved));
    }
    onOpenChange(isOpen);
  };

  const handleSave = () => {
    // Seed 002 §5: blocked during generation.
    if (isPhaseInProgress(project.phase)) {
      toast.error(MESSAGES.WAIT_WHILE_GENERATING);
      return;
    }
    const integrations = Object.fromEntries(Object.entries(flags).map(([id, enabled]) => [id, { enabled }]));
    save.mutate({
      integrations,
      limits: {
        projectPerHour: limitOf(limits.projectPerHour, saved.projectPerHour),
        visitorPerHour: limitOf(limits.visitorPerHour, saved.visitorPerHour),
      },
    });
  };

  const setLimit = (key: keyof SiteAiLimits, value: string) =>
    setLimits((current) => ({ ...current, [key]: value }));

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-ember-600 text-white">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{AI_INTEGRATIONS_TITLE}</DialogTitle>
          <DialogDescription>
            AI features your app can use without an API key: it calls them on its own address and Kiln answers
            with its model (or its offline model when none is set up).
          </DialogDescription>
        </DialogHeader>

        <ul className="flex flex-col divide-y divide-zinc-100 rounded-xl border border-zinc-200">
          {AI_FEATURES.map((feature) => {
            const id = `ai-feature-${feature.id}`;
            return (
              <li key={feature.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                  <span className="block text-sm font-medium text-zinc-900">{feature.name}</span>
                  <span className="block text-[12.5px] text-zinc-500">
                    {feature.description}{' '}
                    <code className="text-[11.5px] text-zinc-400">{siteAiPath(feature.id)}</code>
                  </span>
                </label>
                <Switch
                  id={id}
                  checked={flags[feature.id] ?? false}
                  onCheckedChange={(checked) =>
                    setFlags((current) => ({ ...current, [feature.id]: checked }))
                  }
                />
              </li>
            );
          })}
        </ul>

        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1.5 text-sm font-medium text-zinc-900">Requests per hour</legend>
          {LIMIT_FIELDS.map(({ key, label }) => (
            <label
              key={key}
              htmlFor={`ai-limit-${key}`}
              className="flex flex-col gap-1 text-[12.5px] text-zinc-600"
            >
              {label}
              <Input
                id={`ai-limit-${key}`}
                type="number"
                min={1}
                value={limits[key]}
                onChange={(event) => setLimit(key, event.target.value)}
              />
            </label>
          ))}
        </fieldset>

        <DialogFooter>
          <Button variant="secondary" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="dark" onClick={handleSave} disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-3.5" /> : null}
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
