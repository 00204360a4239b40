// The integration tests' public git host (apps/server/src/imports/testing) as a process of its own,
// started by the e2e config before Kiln, which may fetch from it through KILN_IMPORT_GIT_HOSTS. It
// serves one repository, bakers/sunrise: the sample project in three commits on main.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPublicGitHost } from '../../apps/server/src/imports/testing/public-git-host';
import { sampleRepository } from '../../apps/server/src/imports/testing/sample-project';

const port = Number(process.env.PUBLIC_GIT_PORT);
if (!port) throw new Error('PUBLIC_GIT_PORT is required');

const root = mkdtempSync(path.join(os.tmpdir(), 'kiln-e2e-git-host-'));
sampleRepository(root, 'bakers', 'sunrise');
const host = await startPublicGitHost(root, { port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void host.close().finally(() => {
      rmSync(root, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
console.log(`public git host serving ${host.urlOf('bakers', 'sunrise')}`);
