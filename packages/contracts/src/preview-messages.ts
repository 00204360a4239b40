import { z } from 'zod';
import { EditableStylesSchema, InspectedElementSchema } from './entities/inspected-element';

/**
 * The `postMessage` protocol between the workspace (parent) and the preview iframe (seed 001 §7).
 * Both sides post with an exact `targetOrigin` (never "*"), check `event.origin`, and read messages
 * only through the parse helpers below, then switch on `type` ending in `assertNever`.
 */

const UniqueIdSchema = z.string().min(1).max(200);

// parent → preview

export const ParentToPreviewMessageSchema = z.discriminatedUnion('type', [
  /** Show or hide the "Made with Kiln" badge. */
  z.object({ type: z.literal('TOGGLE_BRANDING'), isVisible: z.boolean() }),
  /** Hover-and-click element selection (shift-click selects several). */
  z.object({ type: z.literal('TOGGLE_INSPECTOR'), isEnabled: z.boolean() }),
  /** Element editor mode: one element at a time, live style and text edits. */
  z.object({ type: z.literal('TOGGLE_EDITOR'), isEnabled: z.boolean() }),
  /** Asset editor mode: selection limited to img and video elements. */
  z.object({ type: z.literal('TOGGLE_IMAGE_INSPECTOR'), isEnabled: z.boolean() }),
  z.object({
    type: z.literal('UPDATE_ELEMENT_STYLES'),
    uniqueId: UniqueIdSchema,
    styles: EditableStylesSchema,
  }),
  z.object({ type: z.literal('UPDATE_ELEMENT_TEXT'), uniqueId: UniqueIdSchema, textContent: z.string() }),
  z.object({ type: z.literal('GET_ELEMENT_STYLES'), uniqueId: UniqueIdSchema }),
  z.object({ type: z.literal('GET_ELEMENT_TEXT'), uniqueId: UniqueIdSchema }),
  z.object({ type: z.literal('DELETE_ELEMENT'), uniqueId: UniqueIdSchema }),
  /** Missing-page flow (seed 001 §4.8): repeated every 100 ms while the page is built. */
  z.object({ type: z.literal('GENERATION_IN_PROGRESS'), componentName: z.string() }),
  z.object({ type: z.literal('GENERATION_COMPLETE'), componentName: z.string() }),
  /** `message` is MESSAGES.GENERATE_COMPONENT_FAILED. */
  z.object({ type: z.literal('GENERATION_FAILED'), componentName: z.string(), message: z.string() }),
]);
export type ParentToPreviewMessage = z.infer<typeof ParentToPreviewMessageSchema>;
export type ParentToPreviewType = ParentToPreviewMessage['type'];

// preview → parent

/** What the missing-page flow knows about the page to generate. */
export const GenerateSectionMetadataSchema = z.object({
  pathname: z.string().max(2_000),
  /** The text of the link that led to the missing page, a hint for the model. */
  linkText: z.string().max(500).nullable(),
  /** The page the visitor came from. */
  referrerPath: z.string().max(2_000).nullable(),
});
export type GenerateSectionMetadata = z.infer<typeof GenerateSectionMetadataSchema>;

const ElementInspectedSchema = z.discriminatedUnion('action', [
  z.object({
    type: z.literal('ELEMENT_INSPECTED'),
    action: z.literal('select'),
    element: InspectedElementSchema,
    /** Shift was held: add or remove the element rather than replace the selection. */
    isMultiSelect: z.boolean(),
  }),
  z.object({
    type: z.literal('ELEMENT_INSPECTED'),
    action: z.literal('generate_section'),
    componentName: z
      .string()
      .regex(/^[A-Z][A-Za-z0-9]*$/, 'Invalid component name')
      .max(100),
    url: z.string().max(2_000),
    metadata: GenerateSectionMetadataSchema,
  }),
]);

export const PreviewToParentMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('runtime-error'),
    message: z.string().max(20_000),
    stack: z.string().max(50_000).nullable(),
    /** The file and position the error points at, when known. */
    source: z.string().max(2_000).nullable(),
  }),
  ElementInspectedSchema,
  z.object({ type: z.literal('URL_CHANGE'), url: z.string().max(2_000) }),
  z.object({
    type: z.literal('ELEMENT_STYLES_RETRIEVED'),
    uniqueId: UniqueIdSchema,
    styles: EditableStylesSchema,
    /** Only text-only elements show text content, font size and font weight. */
    isTextOnly: z.boolean(),
  }),
  z.object({
    type: z.literal('ELEMENT_TEXT_RETRIEVED'),
    uniqueId: UniqueIdSchema,
    textContent: z.string(),
    /** Rendered from data (an expression, not a literal): text editing is disabled. */
    isDynamic: z.boolean(),
  }),
  z.object({
    type: z.literal('ELEMENT_DELETED'),
    uniqueId: UniqueIdSchema,
    success: z.boolean(),
    error: z.string().optional(),
  }),
]);
export type PreviewToParentMessage = z.infer<typeof PreviewToParentMessageSchema>;
export type PreviewToParentType = PreviewToParentMessage['type'];

/** The typed message from the preview, or null for anything else (other scripts post messages too). */
export function parsePreviewToParent(data: unknown): PreviewToParentMessage | null {
  const result = PreviewToParentMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** The typed message from the workspace, or null for anything else. */
export function parseParentToPreview(data: unknown): ParentToPreviewMessage | null {
  const result = ParentToPreviewMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** Ends an exhaustive switch: a new message type the switch forgot is a compile error. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
