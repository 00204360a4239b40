import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyProject, FIXTURE_APP_DIR } from '../apps/server/src/build/testing/fixture';

/** The generated file each one-file edit rewrites, relative to the project. */
export const LARGE_APP_EDIT_FILE = 'src/generated/item-150.tsx';

const COLOURS = ['red', 'orange', 'amber', 'lime', 'green', 'teal', 'sky', 'indigo', 'violet', 'rose'];

/**
 * The builder fixture grown to `files` source files: generated components in `src/generated/`, each
 * importing React, an icon, a package, its neighbour through the `@/` alias and a shared helper
 * relatively, with Tailwind classes — what a big model-written app looks like to the build.
 */
export async function copyLargeApp(target: string, files: number): Promise<string> {
  const projectDir = await copyProject(target, { from: FIXTURE_APP_DIR });
  const generated = path.join(projectDir, 'src/generated');
  await mkdir(generated, { recursive: true });
  const count = Math.max(files - 12, 2);
  await writeFile(
    path.join(generated, 'format.ts'),
    "export function format(label: string, index: number): string {\n  return label + ' #' + index;\n}\n",
  );
  for (let index = 1; index < count; index += 1) {
    const colour = COLOURS[index % COLOURS.length];
    // A binary tree of components (item-n imports item-2n and item-2n+1): eight levels deep at 300
    // files, as an app's pages → sections → widgets are, rather than one chain 300 imports long.
    const children = [index * 2, index * 2 + 1].filter((child) => child < count);
    await writeFile(
      path.join(generated, `item-${index}.tsx`),
      [
        "import { useState } from 'react';",
        "import { Star } from 'lucide-react';",
        "import clsx from 'clsx';",
        "import { format } from './format';",
        ...children.map((child) => `import { Item${child} } from '@/generated/item-${child}';`),
        '',
        `export function Item${index}() {`,
        '  const [isOn, setOn] = useState(false);',
        '  return (',
        `    <section className={clsx('rounded-lg p-${(index % 8) + 1}', isOn && 'bg-${colour}-${(index % 9) * 100 + 100}')}>`,
        `      <button type="button" className="flex gap-2 text-${colour}-700" onClick={() => setOn(!isOn)}>`,
        `        <Star size={16} /> {format('Item', ${index})}`,
        '      </button>',
        ...children.map((child) => `      {isOn && <Item${child} />}`),
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  }
  const main = path.join(projectDir, 'src/main.tsx');
  await writeFile(
    main,
    `${await readFile(main, 'utf8')}\nimport { Item1 } from './generated/item-1';\nexport const large = Item1;\n`,
  );
  return projectDir;
}
