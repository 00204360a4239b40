// zod/mini rather than classic zod: the preview bridge bundles these schemas into every preview page
// (see entities/inspected-element.ts). The schemas are ordinary zod schemas to everyone else.
import * as z from 'zod/mini';
import { EditableStylesSchema, InspectedElementSchema } from './entities/inspected-element';

/**
 * The `postMessage` protocol between the workspace (parent) and the preview iframe (seed 001 §7).
 * Both sides post with an exact `targetOrigin` (never "*"), check `event.origin` and `event.source`,
 * and read messages only through the parse helpers below, then switch on `type` ending in `assertNever`.
 */

const UniqueIdSchema = z.string().check(z.minLength(1), z.maxLength(200));
const ComponentNameSchema = z
  .string()
  .check(z.maxLength(100), z.regex(/^[A-Z][A-Za-z0-9]*$/, 'Invalid component name'));

/** The most elements one selection holds (the chat send takes at most 50). */
export const MAX_SELECTED_ELEMENTS = 50;

/**
 * Which mode a selection belongs to. The bridge keeps one selection per mode, so each consumer (the
 * chat's selected elements, the element editor, the asset editor) reads and changes only its own.
 */
export const InspectModeSchema = z.enum(['inspector', 'editor', 'image']);
export type InspectMode = z.infer<typeof InspectModeSchema>;

// parent → preview

export const ParentToPreviewMessageSchema = z.discriminatedUnion('type', [
  /** Show or hide the "Made with Kiln" badge (shown to visitors, hidden while the owner edits). */
  z.object({ type: z.literal('TOGGLE_BRANDING'), isVisible: z.boolean() }),
  /**
   * Hover-and-click element selection (shift-click selects several). The bridge is in one mode at a
   * time: enabling the inspector, the editor or the image inspector turns the other two off.
   */
  z.object({ type: z.literal('TOGGLE_INSPECTOR'), isEnabled: z.boolean() }),
  /** Element editor mode: one element at a time, live style and text edits. */
  z.object({ type: z.literal('TOGGLE_EDITOR'), isEnabled: z.boolean() }),
  /** Asset editor mode: clicks pick the image or video under the pointer. */
  z.object({ type: z.literal('TOGGLE_IMAGE_INSPECTOR'), isEnabled: z.boolean() }),
  /** Applied live as inline styles on every element rendered from `uniqueId`; an empty value clears. */
  z.object({
    type: z.literal('UPDATE_ELEMENT_STYLES'),
    uniqueId: UniqueIdSchema,
    styles: EditableStylesSchema,
  }),
  z.object({
    type: z.literal('UPDATE_ELEMENT_TEXT'),
    uniqueId: UniqueIdSchema,
    textContent: z.string().check(z.maxLength(10_000)),
  }),
  z.object({ type: z.literal('GET_ELEMENT_STYLES'), uniqueId: UniqueIdSchema }),
  z.object({ type: z.literal('GET_ELEMENT_TEXT'), uniqueId: UniqueIdSchema }),
  /** Hides the element until the preview reloads; the bridge answers ELEMENT_DELETED. */
  z.object({ type: z.literal('DELETE_ELEMENT'), uniqueId: UniqueIdSchema }),
  /**
   * Ours: keeps only these positions of a mode's selection, in this order (`[]` clears it), when the
   * workspace drops elements itself (a chip removed from the composer, a message sent).
   */
  z.object({
    type: z.literal('SET_SELECTION'),
    mode: InspectModeSchema,
    keep: z.array(z.int().check(z.nonnegative())).check(z.maxLength(MAX_SELECTED_ELEMENTS)),
  }),
  /** Missing-page flow (seed 001 §4.8): repeated every 100 ms while the page is built. */
  z.object({ type: z.literal('GENERATION_IN_PROGRESS'), componentName: ComponentNameSchema }),
  z.object({ type: z.literal('GENERATION_COMPLETE'), componentName: ComponentNameSchema }),
  /** `message` is MESSAGES.GENERATE_COMPONENT_FAILED. */
  z.object({
    type: z.literal('GENERATION_FAILED'),
    componentName: ComponentNameSchema,
    message: z.string().check(z.maxLength(500)),
  }),
]);
export type ParentToPreviewMessage = z.infer<typeof ParentToPreviewMessageSchema>;
export type ParentToPreviewType = ParentToPreviewMessage['type'];

// preview → parent

/** What the missing-page flow knows about the page to generate. */
export const GenerateSectionMetadataSchema = z.object({
  pathname: z.string().check(z.maxLength(2_000)),
  /** The text of the link that led to the missing page, a hint for the model. */
  linkText: z.nullable(z.string().check(z.maxLength(500))),
  /** The page the visitor came from. */
  referrerPath: z.nullable(z.string().check(z.maxLength(2_000))),
});
export type GenerateSectionMetadata = z.infer<typeof GenerateSectionMetadataSchema>;

const ElementInspectedSchema = z.discriminatedUnion('action', [
  z.object({
    type: z.literal('ELEMENT_INSPECTED'),
    action: z.literal('select'),
    mode: InspectModeSchema,
    /** The element clicked. */
    element: InspectedElementSchema,
    /** Shift was held: the element was added or removed rather than replacing the selection. */
    isMultiSelect: z.boolean(),
    /** The whole selection after the click, in selection order (one element at most in the editor). */
    selection: z.array(InspectedElementSchema).check(z.maxLength(MAX_SELECTED_ELEMENTS)),
  }),
  z.object({
    type: z.literal('ELEMENT_INSPECTED'),
    action: z.literal('generate_section'),
    componentName: ComponentNameSchema,
    url: z.string().check(z.maxLength(2_000)),
    metadata: GenerateSectionMetadataSchema,
  }),
]);

export const PreviewToParentMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('runtime-error'),
    message: z.string().check(z.maxLength(20_000)),
    stack: z.nullable(z.string().check(z.maxLength(50_000))),
    /** The file and position the error points at, when known. */
    source: z.nullable(z.string().check(z.maxLength(2_000))),
  }),
  ElementInspectedSchema,
  z.object({ type: z.literal('URL_CHANGE'), url: z.string().check(z.maxLength(2_000)) }),
  z.object({
    type: z.literal('ELEMENT_STYLES_RETRIEVED'),
    uniqueId: UniqueIdSchema,
    /** Computed values; colours as `#rrggbb` (`#rrggbbaa` when translucent) or `transparent`. */
    styles: EditableStylesSchema,
    /** Only text-only elements show text content, font size and font weight. */
    isTextOnly: z.boolean(),
  }),
  z.object({
    type: z.literal('ELEMENT_TEXT_RETRIEVED'),
    uniqueId: UniqueIdSchema,
    textContent: z.string().check(z.maxLength(10_000)),
    /** Rendered from data (a list, an interpolation), not a literal: text editing is disabled. */
    isDynamic: z.boolean(),
  }),
  z.object({
    type: z.literal('ELEMENT_DELETED'),
    uniqueId: UniqueIdSchema,
    success: z.boolean(),
    error: z.optional(z.string().check(z.maxLength(500))),
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
