/**
 * Row-level security by default (issue 15; the field's worst incident, CVE-2025-48757, was apps whose
 * tables anyone holding the public anon key could read and write). A migration the model writes is
 * refused, with the reason sent back to it, when it creates a table without enabling row-level
 * security on it and giving it at least one policy, or when it turns row-level security off.
 *
 * A reader of the statements, not a SQL parser: comments, string literals and dollar-quoted bodies are
 * blanked first, so neither a comment nor a function body can pass for the statements it looks for.
 */
export type MigrationProblem = { table: string; message: string };

/** Comments, '…' literals and $tag$…$tag$ bodies replaced by spaces (lengths kept). */
export function blankNonCode(sql: string): string {
  let out = '';
  let index = 0;
  while (index < sql.length) {
    const rest = sql.slice(index);
    const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    let end = -1;
    if (rest.startsWith('--')) {
      const newline = rest.indexOf('\n');
      end = newline === -1 ? rest.length : newline;
    } else if (rest.startsWith('/*')) {
      const close = rest.indexOf('*/', 2);
      end = close === -1 ? rest.length : close + 2;
    } else if (rest.startsWith("'")) {
      let at = 1;
      for (;;) {
        const quote = rest.indexOf("'", at);
        if (quote === -1) {
          at = rest.length;
          break;
        }
        if (rest[quote + 1] === "'") {
          at = quote + 2;
          continue;
        }
        at = quote + 1;
        break;
      }
      end = at;
    } else if (dollar) {
      const tag = dollar[0];
      const close = rest.indexOf(tag, tag.length);
      end = close === -1 ? rest.length : close + tag.length;
    }
    if (end === -1) {
      out += sql[index];
      index += 1;
    } else {
      out += rest.slice(0, end).replace(/[^\n]/g, ' ');
      index += end;
    }
  }
  return out;
}

const IDENTIFIER = '(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)';
const QUALIFIED = String.raw`(${IDENTIFIER}(?:\s*\.\s*${IDENTIFIER})?)`;

/** A table's name as Postgres folds it: unquoted parts lower-cased, `public.` dropped. */
function tableKey(name: string): string {
  const parts = name
    .split(/\s*\.\s*(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((part) => (part.startsWith('"') ? part.slice(1, -1).replace(/""/g, '"') : part.toLowerCase()));
  return parts.length === 2 && parts[0] === 'public' ? (parts[1] ?? '') : parts.join('.');
}

function namesOf(code: string, pattern: string): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(new RegExp(pattern, 'gi'))) {
    const name = match[1];
    if (name) found.add(tableKey(name));
  }
  return found;
}

export function migrationProblems(sql: string): MigrationProblem[] {
  const code = blankNonCode(sql);
  const created = namesOf(
    code,
    String.raw`\bcreate\s+(?:(?:global|local)\s+)?(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?${QUALIFIED}`,
  );
  // Temporary tables live for one session and are never exposed through Supabase's API.
  const temporary = namesOf(
    code,
    String.raw`\bcreate\s+(?:(?:global|local)\s+)?(?:temp|temporary)\s+table\s+(?:if\s+not\s+exists\s+)?${QUALIFIED}`,
  );
  const secured = namesOf(
    code,
    String.raw`\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${QUALIFIED}\s+enable\s+row\s+level\s+security\b`,
  );
  const withPolicy = namesOf(code, String.raw`\bcreate\s+policy\s+${IDENTIFIER}\s+on\s+${QUALIFIED}`);
  const disabled = namesOf(
    code,
    String.raw`\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${QUALIFIED}\s+(?:disable|no\s+force)\s+row\s+level\s+security\b`,
  );

  const problems: MigrationProblem[] = [];
  for (const table of created) {
    if (temporary.has(table)) continue;
    if (!secured.has(table)) {
      problems.push({
        table,
        message: `Table ${table} is created without row-level security: add "alter table ${table} enable row level security;" and at least one "create policy … on ${table}" that limits each user to their own rows.`,
      });
    } else if (!withPolicy.has(table)) {
      problems.push({
        table,
        message: `Table ${table} has row-level security but no policy, so nobody can use it: add at least one "create policy … on ${table}".`,
      });
    }
  }
  for (const table of disabled) {
    problems.push({
      table,
      message: `Row-level security may not be turned off (table ${table}): change its policies instead.`,
    });
  }
  return problems;
}
