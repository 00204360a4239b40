import path from 'node:path';
import { COMPONENT_PROJECT_RULES } from '@kiln/contracts';
import { stepCountIs, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { copyProject, projectTools, systemPrompt, type ToolLogEntry } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Every component the offline model writes for a component project, through the real tools, Kiln's
 * builder, tsc and Chromium: the showcase page renders the component clean.
 */
const PROMPTS = [
  {
    prompt: 'A pricing card for my plans',
    file: 'src/components/pricing-card/pricing-card.tsx',
    shows: 'Most popular',
  },
  {
    prompt: 'A testimonial card with a star rating',
    file: 'src/components/testimonial-card/testimonial-card.tsx',
    shows: 'Maya Okafor',
  },
  {
    prompt: 'A newsletter signup form called "Letterbox"',
    file: 'src/components/letterbox/letterbox.tsx',
    shows: 'Stay in the loop',
  },
  {
    prompt: 'A stats panel with our KPIs',
    file: 'src/components/stats-panel/stats-panel.tsx',
    shows: 'Monthly visitors',
  },
  {
    prompt: 'A 3D spinning globe',
    file: 'src/components/feature-card/feature-card.tsx',
    shows: 'Built for speed',
  },
];

const rig = renderRig('kiln-offline-components-');

describe('component projects with the offline model', () => {
  it.each(PROMPTS)(
    '$prompt → $file, shown on its showcase page',
    async ({ prompt, file, shows }) => {
      const dir = await copyProject(path.join(rig.root, path.basename(file, '.tsx')));
      const log: ToolLogEntry[] = [];
      const result = streamText({
        model,
        system: `${await systemPrompt(dir)}\n\n${COMPONENT_PROJECT_RULES}`,
        messages: [{ role: 'user', content: prompt }],
        tools: projectTools(dir, log),
        stopWhen: stepCountIs(4),
      });
      const text = await result.text;
      expect(log.filter((entry) => entry.isError)).toEqual([]);
      const written = log.filter((entry) => entry.name === 'write_file').map((entry) => entry.input.path);
      expect(written.sort()).toEqual(['index.html', file, 'src/pages/Index.tsx'].sort());
      expect(text).toContain('Components tab');
      await verify(rig.builder, rig.browser, dir, [{ shows }]);
    },
    90_000,
  );
});
