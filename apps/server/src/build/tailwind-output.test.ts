import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';
import { isEmitted } from './tailwind-output';
import { STORE_NODE_MODULES } from './testing/fixture';

describe('isEmitted', () => {
  it("finds every valid class in Tailwind's output and no plain word", async () => {
    const compiler = await compile('@import "tailwindcss";', {
      base: STORE_NODE_MODULES,
      onDependency: () => {},
      customCssResolver: async (id) =>
        id === 'tailwindcss' ? `${STORE_NODE_MODULES}/tailwindcss/index.css` : undefined,
    });
    const classes = [
      'p-4',
      'md:flex',
      'bg-[#fff]',
      'hover:text-red-500/50',
      'data-[state=open]:grid',
      '!font-bold',
      'font-bold!',
      'w-1/2',
      '-mt-2',
      '2xl:p-1',
      '*:p-2',
      '[&>li]:mt-1',
      'p-0.5',
    ];
    const words = ['Hello', 'const', 'className', 'return', 'p-4x'];
    const css = compiler.build([...classes, ...words, '--color-red-500']);
    for (const candidate of classes) expect(isEmitted(css, candidate), candidate).toBe(true);
    for (const word of words) expect(isEmitted(css, word), word).toBe(false);
    expect(isEmitted(css, '--color-red-500')).toBe(true);
    // `.p-0` begins `.p-0\.5`, the selector of another class.
    expect(isEmitted(compiler.build(['p-0.5']), 'p-0')).toBe(false);
  });
});
