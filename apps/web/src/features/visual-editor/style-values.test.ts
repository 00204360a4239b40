import { describe, expect, it } from 'vitest';
import {
  fromColourInput,
  fromNumericInput,
  toColourInput,
  toNumericInput,
  toSwatchValue,
} from './style-values';

describe('spacing values (seed 001 §5)', () => {
  it.each([
    ['16px', '16'],
    ['12.5px', '12.5'],
    ['-4px', '-4'],
    ['0px', '0'],
    ['1186.328px', '1186.33'],
    ['1.5rem', '1.5'],
    ['auto', ''],
    ['normal', ''],
    [undefined, ''],
  ])('shows %j as %j', (value, shown) => {
    expect(toNumericInput(value)).toBe(shown);
  });

  it.each([
    ['16', '16px'],
    ['16px', '16px'],
    [' 8 ', '8px'],
    ['0', '0px'],
    ['-2', '-2px'],
    ['.5', '0.5px'],
    ['', ''],
    ['   ', ''],
  ])('writes %j as %j', (input, value) => {
    expect(fromNumericInput(input)).toBe(value);
  });

  it.each(['abc', '12em', '1-2', '16 px'])('refuses %j', (input) => {
    expect(fromNumericInput(input)).toBeNull();
  });
});

describe('colour values (seed 001 §5)', () => {
  it.each([
    ['#111827', '#111827'],
    ['#FFF', '#ffffff'],
    ['#11182780', '#11182780'],
    ['#111827ff', '#111827'],
    ['#00000000', 'transparent'],
    ['rgb(220, 38, 38)', '#dc2626'],
    ['rgba(0, 0, 0, 0)', 'transparent'],
    ['rgba(255, 255, 255, 0.5)', '#ffffff80'],
    ['rgb(37 99 235 / 50%)', '#2563eb80'],
    ['transparent', 'transparent'],
    ['TRANSPARENT', 'transparent'],
  ])('shows %j as %j', (value, shown) => {
    expect(toColourInput(value)).toBe(shown);
  });

  it.each([
    ['#DC2626', '#dc2626'],
    ['dc2626', '#dc2626'],
    ['#abc', '#aabbcc'],
    ['transparent', 'transparent'],
  ])('takes %j as %j', (input, value) => {
    expect(fromColourInput(input)).toBe(value);
  });

  it.each(['red', '#12345', 'rgb(1,2,3)', 'url(x)', ''])('refuses %j', (input) => {
    expect(fromColourInput(input)).toBeNull();
  });

  it('gives the native picker a plain #rrggbb', () => {
    expect(toSwatchValue('#2563eb80')).toBe('#2563eb');
    expect(toSwatchValue('transparent')).toBe('#ffffff');
  });
});
