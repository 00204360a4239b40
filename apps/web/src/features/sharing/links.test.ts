import { describe, expect, it } from 'vitest';
import { pullCommand, shareIntentUrl } from './links';

describe('shareIntentUrl', () => {
  it('builds X and LinkedIn intents with the link encoded', () => {
    const url = 'http://localhost:3000/workspace/abc';
    expect(shareIntentUrl('x', url, 'Look at Crumb')).toBe(
      'https://x.com/intent/post?text=Look+at+Crumb&url=http%3A%2F%2Flocalhost%3A3000%2Fworkspace%2Fabc',
    );
    expect(shareIntentUrl('linkedin', url, 'x')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=http%3A%2F%2Flocalhost%3A3000%2Fworkspace%2Fabc',
    );
  });
});

describe('pullCommand', () => {
  it('fetches the CLI from this instance and pulls the project by subdomain from it', () => {
    expect(pullCommand('https://kiln.example.com', 'sunny-fox')).toBe(
      'curl -fsSL https://kiln.example.com/cli/kiln.mjs -o kiln.mjs && KILN_TOKEN=<your token> node kiln.mjs pull sunny-fox --server https://kiln.example.com',
    );
  });
});
