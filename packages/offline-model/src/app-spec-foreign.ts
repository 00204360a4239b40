import { promptLanguage } from './language';

/** What the prompt says in Spanish, French, German, Portuguese or Italian: places, names, shops. */

/**
 * "en Sevilla", "à Lyon", "em Lisboa", "a Bologna", "aus Köln": a place in a prompt in another
 * language ("para a Inês Costa" is a person: Portuguese puts an article before a name).
 */
export function extractForeignPlace(text: string): string | null {
  const places =
    /(?:^|\s)(?:en|em|no|na|à|a|in|aus|bei|près de|cerca de|perto de|vicino a)\s+((?:[A-ZÀ-ÖØ-Ý][a-zà-ÿ'-]+)(?:\s+(?:de\s+|do\s+|di\s+)?[A-ZÀ-ÖØ-Ý][a-zà-ÿ'-]+){0,2})/g;
  for (const match of text.matchAll(places)) {
    if (!/\b(?:para|per|pour)\s*$/.test(text.slice(0, match.index))) return match[1] ?? null;
  }
  return null;
}

/**
 * "…para Lucía Fernández", "…para a Inês Costa", "…pour Chloé", "…per Giulia Rossi", "…für Anna Schmidt": a person after the
 * other languages' "for" (after "für" only two words: "für Fotografie" is a German noun, not a name).
 */
const FOREIGN_WORD = "[A-ZÀ-ÖØ-Þ][\\p{L}'’-]*";
export const FOREIGN_FOR_NAME = new RegExp(
  `(?:\\b(?:para|pour|per)\\s+(?:[ao]\\s+)?(${FOREIGN_WORD}(?:\\s+(?:${FOREIGN_WORD}|de|da|do|dos|del|della|di|du|la|le)){0,3})|\\bfür\\s+(${FOREIGN_WORD}(?:\\s+(?:von\\s+)?${FOREIGN_WORD}){1,2}))`,
  'u',
);

/** Prepositions of the other prompt languages: "…en Sevilla", "…zur Zeiterfassung" end in a place or a noun, not a name. */
export const FOREIGN_BEFORE_PLACE =
  'en|em|au|aux|para|pour|per|zur|zum|im|bei|aus|nel|nella|meine|meinen|unsere|unser|einen|am|al|ao|na|no|sul|sulla|mit|avec|com|con|sobre|sur';

/** A shop's own word in the other prompt languages: "mi panadería en Sevilla" is "Panadería Sevilla". */
const FOREIGN_SHOP =
  /\b(panader[ií]a|pasteler[ií]a|cafeter[ií]a|boulangerie|p[âa]tisserie|konditorei|padaria|pastelaria|panetteria|pasticceria)\b|(b[äa]ckerei)\b/i;

export function foreignShopName(prompt: string, place: string | null): string | null {
  const shop = place && promptLanguage(prompt) ? FOREIGN_SHOP.exec(prompt) : null;
  const word = shop?.[1] ?? shop?.[2];
  return word && place ? `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} ${place}` : null;
}
