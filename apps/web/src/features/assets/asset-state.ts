import type { ImageAsset, ImageMapping, InspectedElement, VideoAsset, VideoMapping } from '@kiln/contracts';

/**
 * Seed 001 §4.5, the asset flow: elements picked in the preview (image inspector), then images or a
 * video mapped to them, then apply or discard. A pure reducer; the preview session and the calls
 * live outside it.
 */
export type AssetState = {
  /** The img and video elements picked in the preview, in selection order. */
  elements: InspectedElement[];
  /** Which picked element the next chosen image goes to. */
  activeIndex: number;
  imageMappings: ImageMapping[];
  videoMapping: VideoMapping | null;
};

export type AssetEvent =
  | { type: 'selection/changed'; elements: InspectedElement[] }
  | { type: 'element/focus'; index: number }
  | { type: 'image/choose'; image: ImageAsset }
  | { type: 'image/uploaded'; image: ImageAsset }
  | { type: 'video/uploaded'; video: VideoAsset }
  | { type: 'mappings/clear' };

export const initialAssetState: AssetState = {
  elements: [],
  activeIndex: 0,
  imageMappings: [],
  videoMapping: null,
};

export type MediaKind = 'image' | 'video';

export function mediaKindOf(element: InspectedElement): MediaKind | null {
  const tag = element.tagName.toLowerCase();
  return tag === 'img' ? 'image' : tag === 'video' ? 'video' : null;
}

/** Seed 001 §2.4 step 3: every picked element must be an img or a video. */
export function hasInvalidElement(state: AssetState): boolean {
  return state.elements.some((element) => mediaKindOf(element) === null);
}

export function hasUnsavedMappings(state: AssetState): boolean {
  return state.imageMappings.length > 0 || state.videoMapping !== null;
}

const keyOf = (element: InspectedElement) =>
  element.uniqueId ?? `${element.tagName}@${element.boundingBox.x},${element.boundingBox.y}`;

function chooseImage(state: AssetState, image: ImageAsset): AssetState {
  const element = state.elements[state.activeIndex];
  if (!element || mediaKindOf(element) !== 'image') return state;
  const existing = state.imageMappings.find((m) => m.elementIndex === state.activeIndex);
  const others = state.imageMappings.filter((m) => m.elementIndex !== state.activeIndex);
  // Clicking the image already mapped to this element un-maps it; another image replaces it.
  if (existing?.image.id === image.id) return { ...state, imageMappings: others };
  const mapping = { elementIndex: state.activeIndex, element, image };
  return { ...state, imageMappings: [...others, mapping].sort((a, b) => a.elementIndex - b.elementIndex) };
}

export function transition(state: AssetState, event: AssetEvent): AssetState {
  switch (event.type) {
    case 'selection/changed': {
      // Mappings follow their element through a new selection; elements no longer picked lose theirs.
      const indexOf = new Map(event.elements.map((element, index) => [keyOf(element), index]));
      const imageMappings = state.imageMappings.flatMap((m) => {
        const index = indexOf.get(keyOf(m.element));
        return index === undefined ? [] : [{ ...m, elementIndex: index }];
      });
      const videoElement = state.videoMapping ? state.elements[state.videoMapping.elementIndex] : undefined;
      const videoIndex = videoElement ? indexOf.get(keyOf(videoElement)) : undefined;
      return {
        elements: event.elements,
        activeIndex: Math.max(0, event.elements.length - 1),
        imageMappings,
        videoMapping:
          state.videoMapping && videoIndex !== undefined
            ? { ...state.videoMapping, elementIndex: videoIndex }
            : null,
      };
    }
    case 'element/focus':
      return event.index >= 0 && event.index < state.elements.length
        ? { ...state, activeIndex: event.index }
        : state;
    case 'image/choose':
      return chooseImage(state, event.image);
    case 'image/uploaded':
      // Seed 001 §4.5: uploading an image clears video mappings.
      return chooseImage({ ...state, videoMapping: null }, event.image);
    case 'video/uploaded': {
      // A video goes to the active element, a video or a picture (which the apply turns into one).
      const element = state.elements[state.activeIndex];
      if (!element || mediaKindOf(element) === null) return state;
      // ...and uploading a video clears image mappings.
      return {
        ...state,
        imageMappings: [],
        videoMapping: { elementIndex: state.activeIndex, video: event.video },
      };
    }
    case 'mappings/clear':
      return hasUnsavedMappings(state) ? { ...state, imageMappings: [], videoMapping: null } : state;
  }
}

/** Seed 001 §9: stock results are appended page by page, dropping any image already shown. */
export function appendUnique(current: readonly ImageAsset[], next: readonly ImageAsset[]): ImageAsset[] {
  const seen = new Set(current.map((image) => image.id));
  return [...current, ...next.filter((image) => !seen.has(image.id) && seen.add(image.id))];
}
