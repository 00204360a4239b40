import { extractColours, findColours } from '../app-spec-colours';
import { hexToOklch } from '../colour';
import { applyPalette } from '../recipes/shared/theme-css';
import { type Intent, NEED } from './types';

const CUE =
  /\b(?:colou?rs?|theme|palette|primary|accent|brand|make|change|switch|use|turn|paint|recolou?r|set|go|prefer)\b/i;

/** "make it blue", "use #0ea5e9 as the primary colour", "orange accent". */
export const coloursIntent: Intent = {
  id: 'colours',
  recognise(text) {
    // "add a blue button" is about a button, not the theme: a colour right after "add a" is ignored.
    const found = findColours(text).filter(
      (colour) =>
        !/\b(?:add|create|insert|include)\s+(?:an?\s+|the\s+|some\s+)?(?:\w+\s+)?$/i.test(
          text.slice(Math.max(0, colour.index - 30), colour.index),
        ),
    );
    if (found.length === 0 || !CUE.test(text)) return null;
    const around = found
      .map((colour) => text.slice(Math.max(0, colour.index - 24), colour.index + colour.text.length + 24))
      .join(' … ');
    const { primary, accent } = extractColours(around);
    const isAccentOnly = primary === null && accent !== null;
    const label = isAccentOnly
      ? `change the accent colour to ${describe(text, accent)}`
      : `change the primary colour to ${describe(text, primary)}${accent ? ` and the accent to ${describe(text, accent)}` : ''}`;
    return {
      id: 'colours',
      label,
      plan({ view }) {
        const files = view.list();
        if (!files) return NEED;
        const candidates = [
          'src/index.css',
          ...files.filter((file) => /^src\/.*\.css$/.test(file) && file !== 'src/index.css'),
        ];
        const styles = view.getAll(candidates.filter((file) => view.exists(file) !== false));
        if (!styles) return NEED;
        const [path, css] =
          [...styles].find(([, content]) => content?.includes('--primary')) ?? [...styles][0] ?? [];
        if (!path || typeof css !== 'string') {
          return {
            status: 'cannot',
            reply: `I couldn't find the app's stylesheet (src/index.css), so I couldn't change its colours.`,
          };
        }
        const palette = isAccentOnly
          ? { primary: accent ?? '#000000', accent }
          : { primary: primary ?? '#000000', accent };
        view.write(path, applyPalette(css, palette, isAccentOnly ? 'accent' : 'all'));
        const what = isAccentOnly ? 'accent colour' : 'primary colour';
        return {
          status: 'done',
          summary: `I changed the ${what} in \`${path}\` to ${isAccentOnly ? describe(text, accent) : describe(text, primary)}${!isAccentOnly && accent ? `, with ${describe(text, accent)} as the accent` : ''}. Buttons, links, badges and focus rings all follow the theme tokens, in light and dark mode, and text on the ${what} keeps a readable contrast.`,
          commit: isAccentOnly
            ? `Use ${describe(text, accent)} as the accent colour`
            : `Use ${describe(text, primary)} as the primary colour`,
          suggestions: ['Add dark mode', 'Add a testimonials section', 'Make it mobile responsive'],
        };
      },
    };
  },
};

/** "blue (#2563eb)" for a named colour, the hex alone when the user typed one. */
function describe(text: string, hex: string | null): string {
  if (!hex) return 'the new colour';
  const named = findColours(text).find((colour) => colour.hex === hex);
  if (!named || named.text.startsWith('#')) return hex;
  const lightness = hexToOklch(hex).l;
  return `${named.text.toLowerCase()} (${hex}${lightness > 0.8 ? ', a light shade' : ''})`;
}
