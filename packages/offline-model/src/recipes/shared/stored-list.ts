/**
 * The source of a React context holding one list kept in localStorage, as several recipes' apps need:
 * loaded once (a broken or missing value gives the starter list), saved on every change, and read
 * through a hook that says where it must be used. Each app gets its own copy: generated apps share
 * no code with one another.
 */
export function storedListContext({
  name,
  item,
  itemType,
  list,
  storageKey,
  starter = '[]',
  imports = '',
  actions,
}: {
  /** "History": makes `HistoryProvider`, `useHistory`, `HistoryValue`. */
  name: string;
  /** "Calculation": the item type's name. */
  item: string;
  /** Its declaration (`export type Calculation = …;`), or '' when `imports` brings it. */
  itemType: string;
  /** "calculations": the list's name in the value. */
  list: string;
  storageKey: string;
  /** The list before anything is saved: an expression (`[]`, `SEED`). */
  starter?: string;
  imports?: string;
  /** The value's functions: their types and their code, given `setList` and `newId()`. */
  actions: { name: string; type: string; code: string }[];
}): string {
  const setter = `set${list.charAt(0).toUpperCase()}${list.slice(1)}`;
  const needsId = actions.some((action) => action.code.includes('newId()'));
  const head = [
    `import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';`,
    imports.trim(),
  ]
    .filter(Boolean)
    .join('\n');
  const typeBlock = itemType.trim() ? `\n${itemType.trim()}\n` : '';
  return `${head}
${typeBlock}
const STORAGE_KEY = '${storageKey}';

function load(): ${item}[] {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as ${item}[]) : ${starter};
  } catch {
    return ${starter};
  }
}

type ${name}Value = {
  ${list}: ${item}[];
${actions.map((action) => `  ${action.name}: ${action.type};`).join('\n')}
};

const ${name}Context = createContext<${name}Value | null>(null);
${
  needsId
    ? `
/** Unique enough for one person's data, and works on plain http (crypto.randomUUID needs https). */
function newId() {
  return \`\${Date.now().toString(36)}-\${Math.random().toString(36).slice(2, 8)}\`;
}
`
    : ''
}
export function ${name}Provider({ children }: { children: ReactNode }) {
  const [${list}, ${setter}] = useState<${item}[]>(load);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(${list}));
  }, [${list}]);

  const value = useMemo<${name}Value>(
    () => ({
      ${list},
${actions.map((action) => `      ${action.name}: ${action.code.replaceAll('setList', setter)},`).join('\n')}
    }),
    [${list}],
  );

  return <${name}Context.Provider value={value}>{children}</${name}Context.Provider>;
}

export function use${name}(): ${name}Value {
  const value = useContext(${name}Context);
  if (!value) throw new Error('use${name} must be used inside ${name}Provider');
  return value;
}
`;
}
