import type { ImageAsset, InspectedElement } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AssetState,
  appendUnique,
  hasInvalidElement,
  initialAssetState,
  transition,
} from './asset-state';
import { imageUploadProblem, videoUploadProblem } from './upload-rules';

const element = (tagName: string, uniqueId: string): InspectedElement => ({
  tagName,
  classNames: [],
  elementId: null,
  attributes: [{ name: 'src', value: `/images/${uniqueId}.svg` }],
  boundingBox: { x: 0, y: 0, top: 0, left: 0, width: 10, height: 10 },
  textContent: '',
  uniqueId,
  filePath: 'src/App.tsx',
});
const image = (id: string): ImageAsset => ({
  id,
  url: `/u/${id}`,
  thumb: `/u/${id}`,
  downloadLocation: null,
  description: null,
  photographer: { name: 'A', link: null },
  metadata: {},
});
const run = (events: Parameters<typeof transition>[1][], from: AssetState = initialAssetState) =>
  events.reduce(transition, from);

describe('the asset flow', () => {
  const picked = run([{ type: 'selection/changed', elements: [element('IMG', 'a'), element('IMG', 'b')] }]);

  it('maps the chosen image to the active (last picked) element; choosing it again un-maps it', () => {
    const mapped = run([{ type: 'image/choose', image: image('x') }], picked);
    expect(mapped.imageMappings.map((m) => [m.elementIndex, m.image.id])).toEqual([[1, 'x']]);
    expect(run([{ type: 'image/choose', image: image('x') }], mapped).imageMappings).toEqual([]);
    const replaced = run([{ type: 'image/choose', image: image('y') }], mapped);
    expect(replaced.imageMappings.map((m) => m.image.id)).toEqual(['y']);
  });

  it('keeps mappings with their element through a new selection and drops the others', () => {
    const mapped = run(
      [
        { type: 'element/focus', index: 0 },
        { type: 'image/choose', image: image('x') },
        { type: 'element/focus', index: 1 },
        { type: 'image/choose', image: image('y') },
      ],
      picked,
    );
    const next = run([{ type: 'selection/changed', elements: [element('IMG', 'b')] }], mapped);
    expect(next.imageMappings.map((m) => [m.elementIndex, m.image.id])).toEqual([[0, 'y']]);
  });

  it('clears video mappings on an image upload and image mappings on a video upload', () => {
    const withVideo = run([
      { type: 'selection/changed', elements: [element('IMG', 'a'), element('VIDEO', 'v')] },
      {
        type: 'video/uploaded',
        video: {
          id: 'v1',
          url: '/v',
          description: null,
          metadata: { name: 'v.mp4', size: 1, type: 'video/mp4', lastModified: 0 },
        },
      },
    ]);
    expect(withVideo.videoMapping?.elementIndex).toBe(1);
    const withImage = run(
      [
        { type: 'element/focus', index: 0 },
        { type: 'image/uploaded', image: image('p') },
      ],
      withVideo,
    );
    expect(withImage.videoMapping).toBeNull();
    expect(withImage.imageMappings).toHaveLength(1);
    expect(run([{ type: 'mappings/clear' }], withImage).imageMappings).toEqual([]);
  });

  it('maps an uploaded video to the picked picture it will replace', () => {
    const video = {
      id: 'v1',
      url: '/v',
      description: 'oven.mp4',
      metadata: { name: 'oven.mp4', size: 1, type: 'video/mp4', lastModified: 0 },
    };
    const mapped = run(
      [
        { type: 'image/choose', image: image('x') },
        { type: 'video/uploaded', video },
      ],
      picked,
    );
    expect(mapped.imageMappings).toEqual([]);
    expect(mapped.videoMapping).toEqual({ elementIndex: 1, video });
  });

  it('flags a selection holding something other than img or video', () => {
    expect(hasInvalidElement(run([{ type: 'selection/changed', elements: [element('DIV', 'd')] }]))).toBe(
      true,
    );
    expect(hasInvalidElement(picked)).toBe(false);
  });

  it('drops stock results already shown', () => {
    expect(
      appendUnique([image('a'), image('b')], [image('b'), image('c'), image('c')]).map((i) => i.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('refuses uploads with the seed messages', () => {
    expect(imageUploadProblem({ type: 'application/pdf', size: 1 })).toBe('Please upload image files');
    expect(imageUploadProblem({ type: 'image/gif', size: 1 })).toBe('Only JPEG and PNG images are allowed');
    expect(imageUploadProblem({ type: 'image/png', size: 6_000_000 })).toBe(
      'File size too large. Maximum file size is 5MB',
    );
    expect(videoUploadProblem({ type: 'image/png', size: 1 })).toBe('Please upload a valid video file');
    expect(videoUploadProblem({ type: 'video/quicktime', size: 1 })).toBe(
      'Only MP4 and WebM videos are allowed',
    );
    expect(videoUploadProblem({ type: 'video/mp4', size: 200 * 1024 * 1024 })).toBe(
      'Video file size must be less than 100MB',
    );
  });
});
