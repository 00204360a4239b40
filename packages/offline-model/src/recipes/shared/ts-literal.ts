/**
 * Data written into generated code as TypeScript a person would write (single quotes, bare keys),
 * not JSON: users read and edit these files.
 */

type Literal =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly Literal[]
  | { readonly [key: string]: Literal };

function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

/** `indent` is the indentation of the line the literal starts on. */
export function lit(value: Literal, indent = ''): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => lit(item, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, Literal>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const parts = entries.map(([name, item]) => `${key(name)}: ${lit(item, inner)}`);
  const oneLine = `{ ${parts.join(', ')} }`;
  if (oneLine.length + indent.length <= 100 && !oneLine.includes('\n')) return oneLine;
  return `{\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}}`;
}

/** A string as a JSX text child or attribute: quoted attribute values and escaped braces. */
export function jsxText(text: string): string {
  return text.replace(/[{}<>]/g, (char) => `{'${char}'}`);
}

export function attr(text: string): string {
  return JSON.stringify(text);
}

/** Sorted, de-duplicated lucide-react import line for the icons a file uses. */
export function iconImport(icons: Iterable<string>): string {
  const names = [...new Set(icons)].sort();
  return names.length === 0 ? '' : `import { ${names.join(', ')} } from 'lucide-react';`;
}
