import { describe, expect, it } from 'vitest';
import { checkGitUrl } from './git-source';

const nowhere = { allowedHosts: [] };

describe('where a git import may fetch from', () => {
  it('refuses http, credentials and local or private hosts, whatever the spelling', async () => {
    await expect(checkGitUrl('http://github.com/a/b.git', nowhere)).rejects.toThrow('https://');
    await expect(checkGitUrl('ssh://git@github.com/a/b.git', nowhere)).rejects.toThrow('https://');
    await expect(checkGitUrl('https://me:secret@github.com/a/b.git', nowhere)).rejects.toThrow(
      'Leave the user name and password out',
    );
    for (const url of [
      'https://localhost/a.git',
      'https://127.0.0.1/a.git',
      'https://[::1]/a.git',
      'https://169.254.169.254/latest/meta-data',
      'https://0x7f000001/a.git',
      'https://kiln.localhost/a.git',
    ]) {
      await expect(checkGitUrl(url, nowhere), url).rejects.toThrow('is a private or local address');
    }
  });

  it('lets an operator name a private host (a LAN git server), over http too', async () => {
    const url = await checkGitUrl('http://127.0.0.1:9418/team/app.git#readme', {
      allowedHosts: ['127.0.0.1:9418'],
    });
    expect(url.toString()).toBe('http://127.0.0.1:9418/team/app.git');
  });
});
