/**
 * Whether Tailwind's output holds anything made for `candidate`: its class selector, or for a
 * `--variable` candidate the variable. Errs towards yes, which only costs a recompile.
 */
export function isEmitted(css: string, candidate: string): boolean {
  if (candidate.startsWith('--')) return css.includes(candidate);
  const selector = `.${escapeClassName(candidate)}`;
  for (let at = css.indexOf(selector); at !== -1; at = css.indexOf(selector, at + 1)) {
    if (!/[\w\\-]/.test(css[at + selector.length] ?? '')) return true;
  }
  return false;
}

/** `CSS.escape` (CSSOM §2.1), which Tailwind uses for class selectors. */
function escapeClassName(value: string): string {
  let result = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i] as string;
    const code = value.charCodeAt(i);
    if (code === 0) result += '\uFFFD';
    else if (
      (code >= 1 && code <= 31) ||
      code === 127 ||
      (/[0-9]/.test(char) && (i === 0 || (i === 1 && value[0] === '-')))
    ) {
      result += `\\${code.toString(16)} `;
    } else if (i === 0 && char === '-' && value.length === 1) result += `\\${char}`;
    else if (code >= 128 || /[\w-]/.test(char)) result += char;
    else result += `\\${char}`;
  }
  return result;
}
