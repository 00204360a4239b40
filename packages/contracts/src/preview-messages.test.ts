import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { InspectedElement } from './entities/inspected-element';
import {
  assertNever,
  ParentToPreviewMessageSchema,
  type PreviewToParentMessage,
  PreviewToParentMessageSchema,
  parseParentToPreview,
  parsePreviewToParent,
} from './preview-messages';

const element: InspectedElement = {
  tagName: 'img',
  classNames: ['rounded', 'w-full'],
  elementId: null,
  attributes: [{ name: 'src', value: '/hero.png' }],
  boundingBox: { x: 0, y: 10, top: 10, left: 0, width: 320, height: 200 },
  textContent: '',
  uniqueId: 'src/App.tsx:12:4',
  filePath: 'src/App.tsx',
};

describe('the preview postMessage protocol', () => {
  it('names every message as the seed does', () => {
    const typesOf = (schema: z.ZodMiniType) => [...(schema._zod.propValues?.type ?? [])].sort();
    expect(typesOf(ParentToPreviewMessageSchema)).toEqual(
      [
        'TOGGLE_BRANDING',
        'TOGGLE_INSPECTOR',
        'TOGGLE_EDITOR',
        'TOGGLE_IMAGE_INSPECTOR',
        'UPDATE_ELEMENT_STYLES',
        'UPDATE_ELEMENT_TEXT',
        'GET_ELEMENT_STYLES',
        'GET_ELEMENT_TEXT',
        'DELETE_ELEMENT',
        'SET_SELECTION',
        'GENERATION_IN_PROGRESS',
        'GENERATION_COMPLETE',
        'GENERATION_FAILED',
      ].sort(),
    );
    expect(typesOf(PreviewToParentMessageSchema)).toEqual(
      [
        'runtime-error',
        'ELEMENT_INSPECTED',
        'URL_CHANGE',
        'ELEMENT_STYLES_RETRIEVED',
        'ELEMENT_TEXT_RETRIEVED',
        'ELEMENT_DELETED',
      ].sort(),
    );
  });

  it.each([
    { type: 'TOGGLE_INSPECTOR', isEnabled: true },
    { type: 'TOGGLE_BRANDING', isVisible: false },
    {
      type: 'UPDATE_ELEMENT_STYLES',
      uniqueId: 'u1',
      styles: { backgroundColor: '#ffffff', paddingTop: '8px' },
    },
    { type: 'UPDATE_ELEMENT_TEXT', uniqueId: 'u1', textContent: 'Welcome' },
    { type: 'DELETE_ELEMENT', uniqueId: 'u1' },
    { type: 'SET_SELECTION', mode: 'inspector', keep: [0, 2] },
    { type: 'SET_SELECTION', mode: 'editor', keep: [] },
    { type: 'GENERATION_IN_PROGRESS', componentName: 'PricingPage' },
    { type: 'GENERATION_FAILED', componentName: 'PricingPage', message: 'Failed' },
  ])('the preview accepts $type', (message) => {
    expect(parseParentToPreview(message)).toEqual(message);
  });

  it.each([
    { type: 'TOGGLE_INSPECTOR' },
    { type: 'toggle_inspector', isEnabled: true },
    { type: 'UPDATE_ELEMENT_STYLES', uniqueId: 'u1', styles: { color: 'red;}body{display:none' } },
    { type: 'GET_ELEMENT_TEXT', uniqueId: '' },
    { type: 'SET_SELECTION', mode: 'inspector', keep: [-1] },
    { type: 'SET_SELECTION', keep: [] },
    { type: 'GENERATION_COMPLETE', componentName: '<img src=x>' },
    'TOGGLE_EDITOR',
    null,
  ])('the preview ignores %j', (message) => {
    expect(parseParentToPreview(message)).toBeNull();
  });

  it.each([
    { type: 'runtime-error', message: 'x is not defined', stack: null, source: 'src/App.tsx:3:7' },
    {
      type: 'ELEMENT_INSPECTED',
      action: 'select',
      mode: 'inspector',
      element,
      isMultiSelect: true,
      selection: [element],
    },
    {
      type: 'ELEMENT_INSPECTED',
      action: 'generate_section',
      componentName: 'PricingPage',
      url: '/pricing',
      metadata: { pathname: '/pricing', linkText: 'Pricing', referrerPath: '/' },
    },
    { type: 'URL_CHANGE', url: '/about' },
    { type: 'ELEMENT_STYLES_RETRIEVED', uniqueId: 'u1', styles: { fontSize: '16px' }, isTextOnly: true },
    { type: 'ELEMENT_TEXT_RETRIEVED', uniqueId: 'u1', textContent: 'Hi', isDynamic: false },
    { type: 'ELEMENT_DELETED', uniqueId: 'u1', success: false, error: 'Element not found' },
  ])('the workspace accepts $type', (message) => {
    expect(parsePreviewToParent(message)).toEqual(message);
  });

  it.each([
    { type: 'ELEMENT_INSPECTED', element },
    { type: 'ELEMENT_INSPECTED', action: 'select', mode: 'inspector', element, isMultiSelect: false },
    {
      type: 'ELEMENT_INSPECTED',
      action: 'select',
      mode: 'inspector',
      element,
      isMultiSelect: false,
      selection: Array.from({ length: 51 }, () => element),
    },
    {
      type: 'ELEMENT_INSPECTED',
      action: 'generate_section',
      componentName: 'pricing page',
      url: '/p',
      metadata: {},
    },
    { type: 'ELEMENT_DELETED', uniqueId: 'u1' },
    { type: 'URL_CHANGE' },
    { source: 'react-devtools-content-script', payload: {} },
    { type: 'webpackOk' },
    undefined,
  ])('the workspace ignores %j', (message) => {
    expect(parsePreviewToParent(message)).toBeNull();
  });

  it('ends an exhaustive switch with assertNever', () => {
    const describeMessage = (message: PreviewToParentMessage): string => {
      switch (message.type) {
        case 'runtime-error':
          return message.message;
        case 'ELEMENT_INSPECTED':
          return message.action === 'generate_section' ? message.componentName : message.element.tagName;
        case 'URL_CHANGE':
          return message.url;
        case 'ELEMENT_STYLES_RETRIEVED':
        case 'ELEMENT_TEXT_RETRIEVED':
        case 'ELEMENT_DELETED':
          return message.uniqueId;
        default:
          return assertNever(message);
      }
    };
    expect(describeMessage({ type: 'URL_CHANGE', url: '/x' })).toBe('/x');
    expect(() => assertNever({ type: 'NEW' } as never)).toThrow(/Unexpected value/);
  });
});
