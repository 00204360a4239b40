import type { EditableStyles } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { StyleValueError, stylesToClassEdit } from './tailwind-map';
import { colourToRgb, loadTheme } from './theme';

const theme = loadTheme('');
const classes = (styles: EditableStyles, t = theme) => stylesToClassEdit(styles, t).add;

describe('the Tailwind theme', () => {
  it('reads the installed default theme, oklch colours as the sRGB bytes a browser shows', () => {
    expect(theme.spacingPx).toBe(4);
    const hex = (name: string) => {
      const rgb = theme.colours.find((c) => c.name === name)?.rgb ?? [];
      return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    };
    // Tailwind v4's published hex equivalents.
    expect(hex('blue-600')).toBe('#155dfc');
    expect(hex('red-500')).toBe('#fb2c36');
    expect(hex('white')).toBe('#ffffff');
    expect(theme.fontSizes.get('lg')).toBe(18);
    expect(theme.radii.get('lg')).toBe(8);
    expect(theme.fontWeights.get('semibold')).toBe(600);
  });

  it('drops tokens a project redefines to values it cannot resolve, and takes the ones it can', () => {
    const project = loadTheme(`
      @theme inline {
        --color-primary: var(--primary);
        --radius-lg: var(--radius);
        --color-brand: #ff5500;
        --text-hero: 4.25rem;
      }`);
    expect(project.radii.has('lg')).toBe(false);
    expect(project.colours.some((c) => c.name === 'primary')).toBe(false);
    expect(classes({ borderRadius: '8px' }, project)).toEqual(['rounded-[8px]']);
    expect(classes({ color: '#ff5500' }, project)).toEqual(['text-brand']);
    expect(classes({ fontSize: '68px' }, project)).toEqual(['text-hero']);
  });

  it('parses hex and oklch colours', () => {
    expect(colourToRgb('#fff')).toEqual([255, 255, 255]);
    expect(colourToRgb('#1e40af')).toEqual([30, 64, 175]);
    expect(colourToRgb('oklch(0 0 0)')).toEqual([0, 0, 0]);
    expect(colourToRgb('rgb(1, 2, 3)')).toBeNull();
  });
});

describe('styles to Tailwind classes', () => {
  it('puts spacing on the scale where a step gives the exact value, arbitrary otherwise', () => {
    expect(classes({ padding: '16px' })).toEqual(['p-4']);
    expect(classes({ padding: '1rem' })).toEqual(['p-4']);
    expect(classes({ padding: '14px' })).toEqual(['p-3.5']);
    expect(classes({ padding: '13px' })).toEqual(['p-[13px]']);
    expect(classes({ padding: '1px' })).toEqual(['p-px']);
    expect(classes({ padding: '0px' })).toEqual(['p-0']);
    expect(classes({ padding: '2em' })).toEqual(['p-[2em]']);
    expect(classes({ paddingLeft: '24px' })).toEqual(['pl-6']);
    expect(classes({ marginTop: '-8px' })).toEqual(['-mt-2']);
    expect(classes({ marginBottom: 'auto' })).toEqual(['mb-auto']);
    expect(classes({ gap: '12px' })).toEqual(['gap-3']);
    expect(classes({ gap: '8px 16px' })).toEqual(['gap-y-2', 'gap-x-4']);
  });

  it('reads CSS shorthands side by side, with the fewest classes', () => {
    expect(classes({ margin: '8px' })).toEqual(['m-2']);
    expect(classes({ margin: '8px 16px' })).toEqual(['my-2', 'mx-4']);
    expect(classes({ margin: '0px auto' })).toEqual(['my-0', 'mx-auto']);
    expect(classes({ padding: '4px 8px 12px 16px' })).toEqual(['pt-1', 'pr-2', 'pb-3', 'pl-4']);
    expect(classes({ padding: '4px 8px 12px' })).toEqual(['pt-1', 'pr-2', 'pb-3', 'pl-2']);
    expect(classes({ borderWidth: '2px' })).toEqual(['border-2']);
    expect(classes({ borderWidth: '1px 0px' })).toEqual(['border-y', 'border-x-0']);
    // Setting all sides replaces every class of the property, single sides included.
    expect(stylesToClassEdit({ padding: '8px 16px' }, theme).replaces).toContain('p-0');
  });

  it('names palette colours (within the canvas rounding) and writes any other colour as it is', () => {
    expect(classes({ color: '#155dfc' })).toEqual(['text-blue-600']);
    expect(classes({ color: '#155dfb' })).toEqual(['text-blue-600']);
    expect(classes({ backgroundColor: '#FFFFFF' })).toEqual(['bg-white']);
    expect(classes({ backgroundColor: '#ffffffff' })).toEqual(['bg-white']);
    expect(classes({ borderColor: '#000' })).toEqual(['border-black']);
    expect(classes({ color: '#1e40af' })).toEqual(['text-[#1e40af]']);
    expect(classes({ backgroundColor: '#1e40af80' })).toEqual(['bg-[#1e40af80]']);
    expect(classes({ backgroundColor: 'transparent' })).toEqual(['bg-transparent']);
    expect(classes({ color: 'rgb(30, 64, 175)' })).toEqual(['text-[rgb(30,64,175)]']);
  });

  it('names type, radius, size and layout values', () => {
    expect(classes({ fontSize: '18px' })).toEqual(['text-lg']);
    expect(classes({ fontSize: '15px' })).toEqual(['text-[15px]']);
    expect(classes({ fontWeight: '700' })).toEqual(['font-bold']);
    expect(classes({ fontWeight: 'normal' })).toEqual(['font-normal']);
    expect(classes({ fontWeight: '450' })).toEqual(['font-[450]']);
    expect(classes({ borderRadius: '8px' })).toEqual(['rounded-lg']);
    expect(classes({ borderRadius: '0px' })).toEqual(['rounded-none']);
    expect(classes({ borderRadius: '9999px' })).toEqual(['rounded-full']);
    expect(classes({ borderRadius: '5px' })).toEqual(['rounded-[5px]']);
    expect(classes({ borderStyle: 'dashed' })).toEqual(['border-dashed']);
    expect(classes({ width: '100%' })).toEqual(['w-full']);
    expect(classes({ width: '50%' })).toEqual(['w-1/2']);
    expect(classes({ width: '256px' })).toEqual(['w-64']);
    expect(classes({ width: '33%' })).toEqual(['w-[33%]']);
    expect(classes({ height: '100vh' })).toEqual(['h-screen']);
    expect(classes({ width: 'fit-content' })).toEqual(['w-fit']);
    expect(classes({ display: 'none' })).toEqual(['hidden']);
    expect(classes({ display: 'flex', flexDirection: 'column' })).toEqual(['flex', 'flex-col']);
    expect(classes({ justifyContent: 'space-between', alignItems: 'center' })).toEqual([
      'justify-between',
      'items-center',
    ]);
    expect(classes({ display: 'table-cell' })).toEqual(['[display:table-cell]']);
  });

  it('leaves cleared inputs alone (clearing puts back what the code says) and refuses impossible values', () => {
    expect(classes({ padding: '', color: '  ' })).toEqual([]);
    expect(() => classes({ padding: '-4px' })).toThrow(StyleValueError);
  });
});
