import { z } from 'zod';

/**
 * A CSS value the element editor may write into a project's code. It is hostile input on the server,
 * so only the characters real values need are allowed (no `;`, braces, quotes or angle brackets).
 */
export const CssValueSchema = z
  .string()
  .max(200)
  .regex(/^[a-zA-Z0-9#%.,()\s+\-/]*$/, 'Unsupported style value');

/** Seed 001 §3: the base editable style properties (font ones apply to text-only elements). */
export const BaseEditableStylesSchema = z.object({
  height: CssValueSchema.optional(),
  width: CssValueSchema.optional(),
  /** The four sides at once, CSS shorthand order (top right bottom left). */
  margin: CssValueSchema.optional(),
  padding: CssValueSchema.optional(),
  backgroundColor: CssValueSchema.optional(),
  color: CssValueSchema.optional(),
  borderWidth: CssValueSchema.optional(),
  borderRadius: CssValueSchema.optional(),
  borderStyle: CssValueSchema.optional(),
  borderColor: CssValueSchema.optional(),
  fontSize: CssValueSchema.optional(),
  fontWeight: CssValueSchema.optional(),
});
export type BaseEditableStyles = z.infer<typeof BaseEditableStylesSchema>;

/** Seed 001 §3: the richer set, adding layout and single-side spacing. */
export const EditableStylesSchema = BaseEditableStylesSchema.extend({
  display: CssValueSchema.optional(),
  flexDirection: CssValueSchema.optional(),
  justifyContent: CssValueSchema.optional(),
  alignItems: CssValueSchema.optional(),
  gap: CssValueSchema.optional(),
  marginTop: CssValueSchema.optional(),
  marginRight: CssValueSchema.optional(),
  marginBottom: CssValueSchema.optional(),
  marginLeft: CssValueSchema.optional(),
  paddingTop: CssValueSchema.optional(),
  paddingRight: CssValueSchema.optional(),
  paddingBottom: CssValueSchema.optional(),
  paddingLeft: CssValueSchema.optional(),
});
export type EditableStyles = z.infer<typeof EditableStylesSchema>;
export type EditableStyleKey = keyof EditableStyles;
export const EDITABLE_STYLE_KEYS = EditableStylesSchema.keyof().options;

export const ElementAttributeSchema = z.object({ name: z.string(), value: z.string() });
export type ElementAttribute = z.infer<typeof ElementAttributeSchema>;

export const BoundingBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  top: z.number(),
  left: z.number(),
  width: z.number(),
  height: z.number(),
});
export type BoundingBox = z.infer<typeof BoundingBoxSchema>;

/**
 * Seed 001 §3: an element picked in the preview. `uniqueId` and `filePath` come from the
 * `data-unique-id` and `data-file-name` attributes the jsx-tagger stamps; both are null on elements
 * the project's own code did not render (a third-party component).
 */
export const InspectedElementSchema = z.object({
  tagName: z.string(),
  classNames: z.array(z.string()),
  elementId: z.string().nullable(),
  attributes: z.array(ElementAttributeSchema),
  boundingBox: BoundingBoxSchema,
  textContent: z.string(),
  uniqueId: z.string().nullable(),
  filePath: z.string().nullable(),
});
export type InspectedElement = z.infer<typeof InspectedElementSchema>;

/** The attribute names the jsx-tagger writes and the preview bridge reads. */
export const UNIQUE_ID_ATTRIBUTE = 'data-unique-id';
export const FILE_NAME_ATTRIBUTE = 'data-file-name';

/** Seed 001 §3: the pending edit of one element, kept per `uniqueId` until Save or Discard. */
export const ElementEditRecordSchema = z.object({
  type: z.enum(['editing', 'deleting']),
  styles: EditableStylesSchema,
  textContent: z.string().optional(),
  attributes: z.array(ElementAttributeSchema).optional(),
  filePath: z.string(),
});
export type ElementEditRecord = z.infer<typeof ElementEditRecordSchema>;

export const ElementEditRecordsSchema = z.record(z.string(), ElementEditRecordSchema);
export type ElementEditRecords = z.infer<typeof ElementEditRecordsSchema>;
