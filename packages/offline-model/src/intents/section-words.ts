import type { SectionKind } from '../recipes/sections';

export type SectionTarget = SectionKind | 'footer';

/** How people name sections, and how the code names them (for finding one to remove). */
export const SECTION_WORDS: ReadonlyArray<{
  kind: SectionTarget;
  words: RegExp;
  code: RegExp;
  title: string;
}> = [
  {
    kind: 'hero',
    words: /\bhero(?:\s+(?:section|banner|area))?\b|\bbanner\b/i,
    code: /hero|banner/i,
    title: 'hero',
  },
  { kind: 'features', words: /\bfeatures?\b|\bbenefits\b/i, code: /feature|benefit/i, title: 'features' },
  {
    kind: 'steps',
    words: /\bhow it works\b|\bsteps\b|\bprocess\b/i,
    code: /step|howitworks|process/i,
    title: '"how it works"',
  },
  {
    kind: 'stats',
    words: /\bstats\b|\bstatistics\b|\bnumbers\b|\bmetrics\b/i,
    code: /stat|number|metric/i,
    title: 'stats',
  },
  {
    kind: 'testimonials',
    words: /\btestimonials?\b|\breviews?\b|\bquotes\b/i,
    code: /testimonial|review|quote/i,
    title: 'testimonials',
  },
  {
    kind: 'pricing',
    words: /\bpricing\b|\bprices\b|\bplans\b|\btiers\b/i,
    code: /pricing|price|plan|tier/i,
    title: 'pricing',
  },
  { kind: 'faq', words: /\bfaqs?\b|\bquestions\b|\bq\s*&\s*a\b/i, code: /faq|question/i, title: 'FAQ' },
  {
    kind: 'contact',
    words: /\bcontact(?:\s+(?:form|us|section|details))?\b/i,
    code: /contact/i,
    title: 'contact',
  },
  {
    kind: 'gallery',
    words: /\bgallery\b|\bphotos\b|\bimages\b|\bpictures\b/i,
    code: /gallery|photo/i,
    title: 'gallery',
  },
  {
    kind: 'newsletter',
    words: /\bnewsletter\b|\bsign[\s-]?up\b|\bsubscribe\b|\bmailing list\b/i,
    code: /newsletter|subscribe|signup/i,
    title: 'newsletter',
  },
  {
    kind: 'cta',
    words: /\bcall[\s-]to[\s-]action\b|\bcta\b/i,
    code: /cta|calltoaction/i,
    title: 'call to action',
  },
  { kind: 'footer', words: /\bfooter\b/i, code: /footer/i, title: 'footer' },
  {
    kind: 'ai-summary',
    words: /\bai\s+summar(?:y|ies|ise|ize|iser|izer)\b|\bsummar(?:y|ise|ize)\s+(?:button|with ai)\b/i,
    code: /aisummary/i,
    title: 'AI summary',
  },
  {
    kind: 'ai-chat',
    words: /\bai\s+(?:chat(?:\s*box|bot)?|assistant)\b|\bchat\s*(?:box|bot)\b/i,
    code: /aichat/i,
    title: 'AI chat',
  },
];

/** The sections a message names, in the order it names them, skipping "... page" (that is add-page). */
export function sectionsIn(text: string): SectionTarget[] {
  const found: { kind: SectionTarget; index: number }[] = [];
  for (const entry of SECTION_WORDS) {
    const match = entry.words.exec(text);
    if (!match) continue;
    const after = text.slice(match.index + match[0].length);
    if (/^\s+page\b/i.test(after)) continue;
    found.push({ kind: entry.kind, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index).map((item) => item.kind);
}

export function sectionTitle(kind: SectionTarget): string {
  return SECTION_WORDS.find((entry) => entry.kind === kind)?.title ?? kind;
}
