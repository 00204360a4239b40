import { z } from 'zod';
import { CommitHashSchema, dataEnvelope, defineCall, IdSchema } from '../core';
import { EditableStylesSchema, ElementAttributeSchema } from '../entities/inspected-element';

/** A file path as the jsx-tagger stamps it: relative to the project root, never escaping it. */
const ProjectFilePathSchema = z
  .string()
  .min(1)
  .max(500)
  .refine((path) => !path.startsWith('/') && !path.split(/[\\/]/).includes('..'), 'Invalid file path');

/** Seed 001 call 11: one edited element, by its `data-unique-id`. */
export const PrecisionEditUpdateSchema = z.object({
  elementId: z.string().min(1),
  elementData: z.object({
    tagName: z.string(),
    textContent: z.string().max(10_000).optional(),
    attributes: z.array(ElementAttributeSchema).max(50).optional(),
  }),
  filePath: ProjectFilePathSchema,
  style: EditableStylesSchema,
});
export type PrecisionEditUpdate = z.infer<typeof PrecisionEditUpdateSchema>;

export const PrecisionEditDeleteSchema = z.object({
  elementId: z.string().min(1),
  filePath: ProjectFilePathSchema,
});
export type PrecisionEditDelete = z.infer<typeof PrecisionEditDeleteSchema>;

export const applyPrecisionEdit = defineCall({
  method: 'POST',
  path: '/api/web/precision-edit',
  auth: 'required',
  summary:
    "Apply the element editor's records to the code without a model, commit, build, and answer the " +
    'new commit; the preview then reloads on `upload:success`. 409 while a run is in progress.',
  body: z
    .object({
      webId: IdSchema,
      updates: z.array(PrecisionEditUpdateSchema).max(100).default([]),
      deletes: z.array(PrecisionEditDeleteSchema).max(100).default([]),
      currentNavigationUrl: z.string().max(2_000).optional(),
    })
    .refine((body) => body.updates.length + body.deletes.length > 0, 'Nothing to apply'),
  response: dataEnvelope(z.object({ commitHash: CommitHashSchema })).extend({ message: z.string() }),
});

export const precisionEditCalls = { applyPrecisionEdit } as const;
