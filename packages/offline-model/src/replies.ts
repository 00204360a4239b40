/**
 * What the offline model says when it will not touch code: chat mode, and requests outside its
 * repertoire. Honest about being a small built-in model, and precise about how to get a real one.
 */

export const CAPABILITIES = [
  'change colours ("make it blue", "use #0ea5e9 as the primary colour")',
  'change text ("change the title to Fresh every day", "replace \'Book now\' with \'Reserve\'", "rename the app to Crumb")',
  'add or remove a section: hero, features, how it works, stats, testimonials, pricing, FAQ, contact form, gallery, newsletter, call to action, footer',
  'add a page with its menu link ("add an about page")',
  'dark mode ("add dark mode", "make it dark")',
  '"make it mobile responsive"',
  'swap an image ("replace the hero image with /images/shop.jpg")',
  'fix build errors it recognises (missing files, imports, exports and packages; syntax errors in files it wrote)',
] as const;

export const CONNECT_A_MODEL =
  'To have any request handled, connect a real model: set `ANTHROPIC_API_KEY` (Claude), or `OPENAI_API_KEY`, ' +
  'or `OPENAI_BASE_URL` plus `KILN_MODEL` for an OpenAI-compatible server such as Ollama, LM Studio or vLLM, ' +
  'then restart Kiln.';

export function capabilitiesList(): string {
  return CAPABILITIES.map((item) => `- ${item}`).join('\n');
}

export function cannotDoReply(request: string): string {
  const quoted = request.length > 120 ? `${request.slice(0, 117).trimEnd()}…` : request;
  return `I'm Kiln's built-in offline model, and “${quoted}” isn't something I know how to do, so I haven't changed anything.

Here is what I can do offline:
${capabilitiesList()}

${CONNECT_A_MODEL}`;
}

const GREETING = /^\s*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|thanks|thank you)\b/i;

/** Chat mode: never touches code; explains, and points at build mode for changes. */
export function chatReply(
  message: string,
  { recognisedLabel, files }: { recognisedLabel: string | null; files: string[] | null },
): string {
  if (recognisedLabel) {
    return `That's a change to the app's code, and chat mode only answers questions. Switch to **Build** mode and send it again, and I'll ${recognisedLabel}.`;
  }
  if (GREETING.test(message)) {
    return `Hello! I'm Kiln's built-in offline model. In chat mode I can tell you what I'm able to change; in **Build** mode I make the changes.

What I can do offline:
${capabilitiesList()}`;
  }
  const pages = (files ?? []).filter((file) => /^src\/pages\/[^/]+\.tsx$/.test(file));
  const overview =
    pages.length > 0
      ? `\n\nYour project has ${pages.length} page${pages.length === 1 ? '' : 's'}: ${pages.map((page) => page.replace(/^src\/pages\/|\.tsx$/g, '')).join(', ')}.`
      : '';
  return `I'm Kiln's built-in offline model, so I can't reason about open questions the way a full model can.${overview}

In **Build** mode I can:
${capabilitiesList()}

${CONNECT_A_MODEL}`;
}
