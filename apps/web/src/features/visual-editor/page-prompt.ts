import type { GenerateSectionMetadata } from '@kiln/contracts';

/** `/our-team` → `Our Team`: the page's name as a person would say it. */
export function pageTitle(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const words = decodeURIComponentSafe(last)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || 'New Page';
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Seed 001 §4.8: the chat request that builds a missing page. It names the page, its route, its file
 * and the link that led there, so any model (the offline one included) builds the page the preview
 * asked for and wires it into the router.
 */
export function missingPagePrompt(componentName: string, metadata: GenerateSectionMetadata): string {
  const lines = [
    `Create a page called "${pageTitle(metadata.pathname)}", for the route ${metadata.pathname}: the app links to it but has no page there yet.`,
    `Add it as src/pages/${componentName}.tsx, register its route in src/App.tsx above the catch-all route, and match the look of the existing pages.`,
  ];
  if (metadata.referrerPath) {
    lines.push(
      metadata.linkText
        ? `Visitors reach it from ${metadata.referrerPath} through a link labelled "${metadata.linkText}".`
        : `Visitors reach it from ${metadata.referrerPath}.`,
    );
  }
  return lines.join(' ');
}
