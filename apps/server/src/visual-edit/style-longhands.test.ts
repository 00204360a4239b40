import { describe, expect, it } from 'vitest';
import { cssName, longhandsOf, reactName, splitShorthand } from './style-longhands';

const text = (value: string) => ({ kind: 'string' as const, value, quote: "'" });

describe('which longhands an inline property sets', () => {
  it('reads side shorthands and logical sides for a horizontal writing mode', () => {
    expect(longhandsOf('padding')).toEqual(['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft']);
    expect(longhandsOf('marginBlockEnd')).toEqual(['marginBottom']);
    // Start is left or right by the text direction, so it counts as both.
    expect(longhandsOf('paddingInlineStart')).toEqual(['paddingLeft', 'paddingRight']);
    expect(longhandsOf('borderTop')).toEqual(['borderTopWidth', 'borderTopStyle', 'borderTopColor']);
    expect(longhandsOf('borderColor')).toEqual([
      'borderTopColor',
      'borderRightColor',
      'borderBottomColor',
      'borderLeftColor',
    ]);
    expect(longhandsOf('borderRadius')).toContain('borderTopLeftRadius');
    expect(longhandsOf('color')).toEqual(['color']);
  });

  it('counts a background of one colour as the colour only, anything else as every layer', () => {
    expect(longhandsOf('background', text('rgb(0 0 0 / 50%)'))).toEqual(['backgroundColor']);
    expect(longhandsOf('background', text('url(a.png) no-repeat'))).toContain('backgroundImage');
    expect(longhandsOf('background')).toContain('backgroundColor');
  });
});

describe('splitting a shorthand', () => {
  it('gives each side its value, CSS order, with calc() kept whole', () => {
    expect(splitShorthand('margin', text('4px calc(1rem + 2px) 0'))).toEqual([
      { property: 'marginTop', value: '4px' },
      { property: 'marginRight', value: 'calc(1rem + 2px)' },
      { property: 'marginBottom', value: '0' },
      { property: 'marginLeft', value: 'calc(1rem + 2px)' },
    ]);
    expect(splitShorthand('padding', { kind: 'number', value: 8 })?.map((p) => p.value)).toEqual([
      8, 8, 8, 8,
    ]);
  });

  it('gives a border its width, style and colour, a missing part its initial value', () => {
    expect(splitShorthand('border', text('#ccc 1px'))).toEqual([
      { property: 'borderWidth', value: '1px' },
      { property: 'borderStyle', value: 'none' },
      { property: 'borderColor', value: '#ccc' },
    ]);
    expect(splitShorthand('border', text('solid dashed'))).toBeNull();
  });

  it('does not split what it cannot split exactly', () => {
    expect(splitShorthand('padding', text('8px !important'))).toBeNull();
    expect(splitShorthand('padding', text('1px 2px 3px 4px 5px'))).toBeNull();
    expect(splitShorthand('paddingInline', text('4px'))).toBeNull();
    expect(splitShorthand('font', text('12px serif'))).toBeNull();
  });
});

it('names properties as CSS and React do', () => {
  expect(cssName('borderTopColor')).toBe('border-top-color');
  expect(reactName('padding-top')).toBe('paddingTop');
  expect(reactName('--accent')).toBeNull();
});
