import type { InspectedElement } from '@kiln/contracts';

const MAX_TEXT = 32;

/** How a picked element is named in chips and titles: its tag and the start of its text. */
export function elementLabel(element: Pick<InspectedElement, 'tagName' | 'textContent'>): string {
  const text = element.textContent.replace(/\s+/g, ' ').trim();
  if (!text) return `<${element.tagName}>`;
  const short = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  return `<${element.tagName}> ${short}`;
}
