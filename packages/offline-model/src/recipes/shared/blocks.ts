import type { RecipePlan } from '../types';
import { jsxText } from './ts-literal';

/**
 * JSX blocks several recipes' components share. Each is written at column 0 and re-indented for
 * where it is put: its first line goes at the `${...}`, the others `indent` spaces in.
 */

function at(indent: number, snippet: string): string {
  return snippet.replace(/\n/g, `\n${' '.repeat(indent)}`);
}

/**
 * Buttons that filter a list (`options` names the array of choices, `value` / `onChange` the
 * state), each pressed or not: a filter is not a set of tabs (tabs would need a panel each). The file
 * imports `Button`.
 */
export function filterTabs({
  options,
  value,
  onChange,
  label,
  indent,
}: {
  options: string;
  value: string;
  onChange: string;
  label: string;
  indent: number;
}): string {
  return at(
    indent,
    `<div role="group" aria-label="${label}" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
  {${options}.map((name) => (
    <Button
      key={name}
      type="button"
      size="sm"
      variant={${value} === name ? 'default' : 'ghost'}
      aria-pressed={${value} === name}
      onClick={() => ${onChange}(name)}
      className="px-3"
    >
      {name}
    </Button>
  ))}
</div>`,
  );
}

/** A section's eyebrow and `<h2>`; the heading's id (`<id>-title`) labels the section. */
export function eyebrowTitle({
  id,
  eyebrow,
  title,
  indent,
}: {
  id: string;
  eyebrow: string;
  title: string;
  indent: number;
}): string {
  return at(
    indent,
    `<p className="text-sm font-semibold tracking-wide text-primary uppercase">${eyebrow}</p>
<h2 id="${id}-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
  ${title}
</h2>`,
  );
}

/**
 * An app page's `<h1>` and the line under it (`intro`: JSX text or an expression). Written out in each
 * page, not a component of the app's: the visual editor edits a heading's text where it is literal.
 */
export function appPageTitle({
  title,
  intro,
  indent,
}: {
  title: string;
  intro: string;
  indent: number;
}): string {
  return at(
    indent,
    `<div>
  <h1 className="text-3xl font-semibold tracking-tight">${title}</h1>
  <p className="mt-1 text-muted-foreground">${intro}</p>
</div>`,
  );
}

/** A section heading with a link to the full list at its right ("Full menu →"). */
export function titleWithLink({
  id,
  eyebrow,
  title,
  link,
  indent,
}: {
  id: string;
  eyebrow: string;
  title: string;
  link: { to: string; label: string };
  indent: number;
}): string {
  return at(
    indent,
    `<div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
  <div>
    ${eyebrowTitle({ id, eyebrow, title, indent: 4 })}
  </div>
  <Button asChild variant="ghost">
    <Link to="${link.to}">
      ${link.label}
      <ArrowRight />
    </Link>
  </Button>
</div>`,
  );
}

/** A header call to action linking to a page ("Book a table"), shown from small screens up. */
export function headerLink(to: string, label: string): NonNullable<RecipePlan['headerAction']> {
  return {
    jsx: `<Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="${to}">${jsxText(label)}</Link>
          </Button>`,
    imports: [],
  };
}

/** The name and email fields of a form, side by side from small screens up (ids `<prefix>-name`...). */
export function nameEmailFields({
  prefix,
  nameLabel,
  emailLabel = 'Email',
  gap,
  indent,
}: {
  prefix: string;
  nameLabel: string;
  emailLabel?: string;
  gap: number;
  indent: number;
}): string {
  return at(
    indent,
    `<div className="grid gap-${gap} sm:grid-cols-2">
  <div className="grid gap-2">
    <Label htmlFor="${prefix}-name">${jsxText(nameLabel)}</Label>
    <Input id="${prefix}-name" name="name" autoComplete="name" required />
  </div>
  <div className="grid gap-2">
    <Label htmlFor="${prefix}-email">${jsxText(emailLabel)}</Label>
    <Input id="${prefix}-email" name="email" type="email" autoComplete="email" required />
  </div>
</div>`,
  );
}

/** A labelled select whose options are the items of an array (`options`), each its own value. */
export function selectField({
  id,
  label,
  value,
  onChange,
  options,
  item = 'name',
  text = `{${item}}`,
  indent,
}: {
  id: string;
  label: string;
  value: string;
  onChange: string;
  options: string;
  item?: string;
  /** What an option shows (JSX); the item itself by default. */
  text?: string;
  indent: number;
}): string {
  return at(
    indent,
    `<div className="grid gap-2">
  <Label htmlFor="${id}">${label}</Label>
  <Select value={${value}} onValueChange={${onChange}}>
    <SelectTrigger id="${id}" className="w-full">
      <SelectValue />
    </SelectTrigger>
    <SelectContent>
      {${options}.map((${item}) => (
        <SelectItem key={${item}} value={${item}}>
          ${text}
        </SelectItem>
      ))}
    </SelectContent>
  </Select>
</div>`,
  );
}
