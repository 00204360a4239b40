import {
  isPhaseInProgress,
  MAPBOX_MESSAGES,
  type MapboxSettings,
  MapboxTokenInputSchema,
  MESSAGES,
  type Project,
} from '@kiln/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Map as MapIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { integrationKeys } from '@/features/integrations';
import { projectKeys } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import {
  mapboxKeys,
  mapboxSettingsQueryOptions,
  removeMapboxToken,
  saveMapboxToken,
  updateMapboxStatus,
} from '../api';

export type MapboxDialogProps = {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const KIND_LABEL = { public: 'Public token', secret: 'Secret token' } as const;

/**
 * The Mapbox dialog (issue 16 §3): maps on or off for this app, and the token its map uses. Maps work
 * without one (a world map bundled with the app); a public `pk.` token brings Mapbox's streets and
 * goes into the app's code, a secret `sk.` token stays sealed on Kiln's server.
 */
export function MapboxDialog({ project, open, onOpenChange }: MapboxDialogProps) {
  const webId = project._id;
  const queryClient = useQueryClient();
  const settings = useQuery({ ...mapboxSettingsQueryOptions(webId), enabled: open });
  const isBusy = isPhaseInProgress(project.phase);
  const inputId = useId();
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | undefined>();

  const settled = (next: MapboxSettings) => {
    queryClient.setQueryData(mapboxKeys.settings(webId), next);
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
    void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
  };
  const status = useMutation({
    mutationFn: (using: boolean) => updateMapboxStatus(webId, using),
    onSuccess: (mapbox) => {
      const current = queryClient.getQueryData<MapboxSettings>(mapboxKeys.settings(webId));
      if (current) settled({ ...current, ...mapbox });
      void queryClient.invalidateQueries({ queryKey: mapboxKeys.settings(webId) });
    },
    onError: () => toast.error(MESSAGES.MAPBOX_ENABLE_FAILED),
  });
  const save = useMutation({
    mutationFn: (value: string) => saveMapboxToken(webId, value),
    onSuccess: (next) => {
      settled(next);
      setToken('');
      toast.success(MAPBOX_MESSAGES.TOKEN_SAVED);
    },
    onError: (error) => {
      const message = isApiError(error) ? error.message : MAPBOX_MESSAGES.TOKEN_SAVE_FAILED;
      setTokenError(message);
      toast.error(MAPBOX_MESSAGES.TOKEN_SAVE_FAILED);
    },
  });
  const remove = useMutation({
    mutationFn: () => removeMapboxToken(webId),
    onSuccess: (next) => {
      settled(next);
      toast.success(MAPBOX_MESSAGES.TOKEN_REMOVED);
    },
    onError: () => toast.error(MAPBOX_MESSAGES.TOKEN_SAVE_FAILED),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = MapboxTokenInputSchema.safeParse(token);
    if (!parsed.success) {
      setTokenError(MAPBOX_MESSAGES.TOKEN_SHAPE);
      return;
    }
    setTokenError(undefined);
    save.mutate(parsed.data);
  };

  const data = settings.data;
  const isWorking = status.isPending || save.isPending || remove.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-sky-600 text-white">
            <MapIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Mapbox</DialogTitle>
          <DialogDescription>
            Maps in this app. They work without an account: the map draws a world map bundled with the app, so
            it shows even offline. Add a Mapbox token for Mapbox's street map.
          </DialogDescription>
        </DialogHeader>

        {settings.isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : settings.isError || !data ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {isApiError(settings.error) ? settings.error.message : "Couldn't load the maps settings."}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex items-start justify-between gap-4 rounded-xl border border-zinc-200 p-4">
              <div>
                <p id={`${inputId}-maps`} className="font-medium text-zinc-900">
                  Maps in this app
                </p>
                <p className="mt-1 text-sm text-zinc-600">
                  {data.hasMapComponent
                    ? `The app has Kiln's map (src/components/map/map-view.tsx), drawing ${data.tiles === 'mapbox' ? "Mapbox's streets" : 'the offline world map'}.`
                    : "Turning maps on adds Kiln's map component to the app, for the assistant to place."}
                </p>
              </div>
              <Switch
                aria-labelledby={`${inputId}-maps`}
                checked={data.enabled}
                disabled={isBusy || isWorking}
                onCheckedChange={(checked) => status.mutate(checked)}
              />
            </div>

            <section aria-labelledby={`${inputId}-token`} className="flex flex-col gap-3">
              <h3 id={`${inputId}-token`} className="text-sm font-medium text-zinc-900">
                Mapbox token
              </h3>
              {data.projectToken ? (
                <div className="flex items-center justify-between gap-3 rounded-xl bg-zinc-50 px-3 py-2.5 text-sm">
                  <span>
                    <span className="font-medium text-zinc-900">{KIND_LABEL[data.projectToken.kind]}</span>{' '}
                    <span className="font-mono text-zinc-600">••••{data.projectToken.last4}</span>
                    <span className="block text-[13px] text-zinc-500">
                      {data.projectToken.kind === 'public'
                        ? "In the app's code (src/integrations/mapbox/config.ts)."
                        : "Sealed on Kiln's server; never in the app's code."}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={isBusy || isWorking}
                    onClick={() => remove.mutate()}
                  >
                    Remove
                  </Button>
                </div>
              ) : data.instanceToken ? (
                <p className="rounded-xl bg-zinc-50 px-3 py-2.5 text-sm text-zinc-600">
                  This project uses the {KIND_LABEL[data.instanceToken.kind].toLowerCase()} of this Kiln (
                  <span className="font-mono">••••{data.instanceToken.last4}</span>) unless you add its own.
                </p>
              ) : (
                <p className="rounded-xl bg-zinc-50 px-3 py-2.5 text-sm text-zinc-600">
                  No token: the app's map draws the offline world map.
                </p>
              )}
              <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
                <FormField
                  id={inputId}
                  label={data.projectToken ? 'Replace the token' : 'Add a token for this project'}
                  error={tokenError}
                  hint="pk. tokens are public and go into the app (restrict them to your site's URL in Mapbox). sk. tokens stay sealed on Kiln's server."
                >
                  <Input
                    id={inputId}
                    type="password"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="pk.…"
                    value={token}
                    aria-invalid={tokenError ? true : undefined}
                    aria-describedby={tokenError ? fieldErrorId(inputId) : undefined}
                    onChange={(event) => {
                      setToken(event.target.value);
                      setTokenError(undefined);
                    }}
                  />
                </FormField>
                <Button
                  type="submit"
                  variant="dark"
                  className="self-start"
                  disabled={isBusy || isWorking || token.trim() === ''}
                >
                  {save.isPending ? 'Saving…' : 'Save token'}
                </Button>
              </form>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
