// zod/mini rather than classic zod: these schemas are bundled into the preview bridge, injected into
// every preview page, where classic zod would add ~450 KB. They nest inside classic schemas as usual.
import * as z from 'zod/mini';

/**
 * A CSS value the element editor may write into a project's code. It is hostile input on the server,
 * so only the characters real values need are allowed (no `;`, braces, quotes or angle brackets).
 */
export const CssValueSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^[a-zA-Z0-9#%.,()\s+\-/]*$/, 'Unsupported style value'));
const OptionalCssValue = z.optional(CssValueSchema);

/** Seed 001 §3: the base editable style properties (font ones apply to text-only elements). */
export const BaseEditableStylesSchema = z.object({
  height: OptionalCssValue,
  width: OptionalCssValue,
  /** The four sides at once, CSS shorthand order (top right bottom left). */
  margin: OptionalCssValue,
  padding: OptionalCssValue,
  backgroundColor: OptionalCssValue,
  color: OptionalCssValue,
  borderWidth: OptionalCssValue,
  borderRadius: OptionalCssValue,
  borderStyle: OptionalCssValue,
  borderColor: OptionalCssValue,
  fontSize: OptionalCssValue,
  fontWeight: OptionalCssValue,
});
export type BaseEditableStyles = z.infer<typeof BaseEditableStylesSchema>;

/** Seed 001 §3: the richer set, adding layout and single-side spacing. */
export const EditableStylesSchema = z.extend(BaseEditableStylesSchema, {
  display: OptionalCssValue,
  flexDirection: OptionalCssValue,
  justifyContent: OptionalCssValue,
  alignItems: OptionalCssValue,
  gap: OptionalCssValue,
  marginTop: OptionalCssValue,
  marginRight: OptionalCssValue,
  marginBottom: OptionalCssValue,
  marginLeft: OptionalCssValue,
  paddingTop: OptionalCssValue,
  paddingRight: OptionalCssValue,
  paddingBottom: OptionalCssValue,
  paddingLeft: OptionalCssValue,
});
export type EditableStyles = z.infer<typeof EditableStylesSchema>;
export type EditableStyleKey = keyof EditableStyles;
export const EDITABLE_STYLE_KEYS = Object.keys(EditableStylesSchema.shape) as EditableStyleKey[];

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
  elementId: z.nullable(z.string()),
  attributes: z.array(ElementAttributeSchema),
  boundingBox: BoundingBoxSchema,
  textContent: z.string(),
  uniqueId: z.nullable(z.string()),
  filePath: z.nullable(z.string()),
});
export type InspectedElement = z.infer<typeof InspectedElementSchema>;

/** The attribute names the jsx-tagger writes and the preview bridge reads. */
export const UNIQUE_ID_ATTRIBUTE = 'data-unique-id';
export const FILE_NAME_ATTRIBUTE = 'data-file-name';

/** Seed 001 §3: the pending edit of one element, kept per `uniqueId` until Save or Discard. */
export const ElementEditRecordSchema = z.object({
  type: z.enum(['editing', 'deleting']),
  styles: EditableStylesSchema,
  textContent: z.optional(z.string()),
  attributes: z.optional(z.array(ElementAttributeSchema)),
  filePath: z.string(),
});
export type ElementEditRecord = z.infer<typeof ElementEditRecordSchema>;

export const ElementEditRecordsSchema = z.record(z.string(), ElementEditRecordSchema);
export type ElementEditRecords = z.infer<typeof ElementEditRecordsSchema>;
