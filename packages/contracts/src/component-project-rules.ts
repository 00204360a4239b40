/**
 * The system prompt's part for component projects (platform `component`, seed 002 §2): one reusable
 * component and a showcase page, shaped so the Components tab can copy it into other projects.
 */
export const COMPONENT_PROJECT_MARKER = 'This is a component project';

export const COMPONENT_PROJECT_RULES = `${COMPONENT_PROJECT_MARKER}: it builds one reusable React component, not a
whole app, so it can be copied into the owner's other projects.
- Keep the component in its own folder, src/components/<kebab-name>/, its main file exporting it by name
  (export function PricingCard). Make it self-contained: typed props with sensible defaults, theme tokens
  for colours, no routing, no global state, no page layout.
- src/pages/Index.tsx is its showcase page: the component's name, one sentence about it, and the component
  rendered (with its variants, where it has them). No site header, footer or other pages.`;

export function isComponentProjectPrompt(system: string): boolean {
  return system.includes(COMPONENT_PROJECT_MARKER);
}
