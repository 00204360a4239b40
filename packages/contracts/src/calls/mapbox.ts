import { z } from 'zod';
import { dataEnvelope, defineCall, IdSchema } from '../core';
import { IntegrationsSchema } from '../entities/integrations';

/**
 * The Mapbox dialog (issue 16 §3; seed 002 leaves its details out). A project's token is either
 * public (`pk.`, meant to ship in an app's bundle, written into the project's map config) or secret
 * (`sk.`, stored sealed and never written into the project nor sent back). Both are shown by their
 * last four characters only.
 */

/** A public Mapbox token: `pk.` then two base64url parts. */
export const MAPBOX_PUBLIC_TOKEN = /^pk\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}$/;
/** A secret Mapbox token: `sk.` then two base64url parts. */
export const MAPBOX_SECRET_TOKEN = /^sk\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}$/;

export const MAPBOX_MESSAGES = {
  TOKEN_SHAPE:
    'That is not a Mapbox access token: a public token starts with pk. and a secret one with sk., followed by two parts separated by a dot (copy it from your Mapbox account’s Tokens page).',
  TOKEN_SAVED: 'Mapbox token saved',
  TOKEN_REMOVED: 'Mapbox token removed',
  TOKEN_SAVE_FAILED: 'Failed to save the Mapbox token',
} as const;

export const MapboxTokenInputSchema = z
  .string()
  .trim()
  .refine((value) => MAPBOX_PUBLIC_TOKEN.test(value) || MAPBOX_SECRET_TOKEN.test(value), {
    message: MAPBOX_MESSAGES.TOKEN_SHAPE,
  });

/** A token as the API shows it: what kind, and its last four characters. */
export const MapboxTokenInfoSchema = z.object({
  kind: z.enum(['public', 'secret']),
  last4: z.string(),
});
export type MapboxTokenInfo = z.infer<typeof MapboxTokenInfoSchema>;

export const MapboxSettingsSchema = IntegrationsSchema.shape.mapbox.extend({
  /** The project's own token, if it has one. */
  projectToken: MapboxTokenInfoSchema.nullable(),
  /** The instance's token (KILN_MAPBOX_TOKEN), used by projects without their own. */
  instanceToken: MapboxTokenInfoSchema.nullable(),
  /** Whether the app's map draws Mapbox's streets (a public token reaches it) or Kiln's offline world map. */
  tiles: z.enum(['mapbox', 'offline']),
  /** Whether the project has Kiln's map component (`src/components/map/map-view.tsx`). */
  hasMapComponent: z.boolean(),
});
export type MapboxSettings = z.infer<typeof MapboxSettingsSchema>;

export const getMapboxSettings = defineCall({
  method: 'POST',
  path: '/api/mapbox/settings',
  auth: 'required',
  summary: "The project's maps integration: on or off, its token and the instance's (last four only).",
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(MapboxSettingsSchema),
});

export const saveMapboxToken = defineCall({
  method: 'POST',
  path: '/api/mapbox/token',
  auth: 'required',
  summary:
    "Set the project's Mapbox token: a public one is written into the app's map config (a commit), " +
    'a secret one is stored sealed. Turns the maps integration on.',
  body: z.object({ webId: IdSchema, token: MapboxTokenInputSchema }),
  response: dataEnvelope(MapboxSettingsSchema),
});

export const removeMapboxToken = defineCall({
  method: 'POST',
  path: '/api/mapbox/token/remove',
  auth: 'required',
  summary:
    "Remove the project's own Mapbox token; the app's map falls back to the instance's or the offline map.",
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(MapboxSettingsSchema),
});

export const mapboxCalls = { getMapboxSettings, saveMapboxToken, removeMapboxToken } as const;
