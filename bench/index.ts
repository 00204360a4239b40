import { postgresBin } from '../apps/server/src/test/engines/postgres';
import { hasRedis } from '../apps/server/src/test/engines/redis';
import { benchApi } from './api';
import { benchApiLoad } from './api-load';
import { benchBuild } from './build';
import { benchEngine } from './engine';
import { benchFork } from './fork';
import { benchImport } from './import';
import { benchLive } from './live';
import { benchRender } from './render';
import { addNote, printLoadTable, printSummary, printTable } from './report';
import { benchSandbox } from './sandbox';
import { benchScale } from './scale';

// `npm run bench -- engine` runs one section; no argument runs them all.
const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);

console.log(`Kiln benchmarks — node ${process.version}, ${new Date().toISOString()}`);
if (wanted('build'))
  printTable('Builds (Kiln builder vs vite build of the same project)', await benchBuild());
if (wanted('sandbox'))
  printTable('Sandbox (sandboxed worker vs the same build in process)', await benchSandbox());
if (wanted('engine')) printTable('Engine (projects, versions, the offline model)', await benchEngine());
if (wanted('render')) printTable('Version screenshots (a chat edit, real Chromium)', await benchRender());
if (wanted('fork')) printTable('Fork and export (real PGlite, git, builds)', await benchFork());
if (wanted('import'))
  printTable('Import (a project until its first preview, vs npm install && vite build)', await benchImport());
if (wanted('api')) printTable('API (in-process, real PGlite)', await benchApi());
if (wanted('api-load'))
  printLoadTable('API under load (one listening node, autocannon)', await benchApiLoad());
if (wanted('live'))
  printTable('Live (the built server in its own process, over HTTP and socket.io)', await benchLive());
if (wanted('scale')) {
  if (postgresBin() && hasRedis())
    printTable(
      'Scale (PostgreSQL + Redis; API nodes and workers each their own process, one data dir)',
      await benchScale(),
    );
  else addNote("scale: not measured (needs Debian's postgresql and redis-server)");
}
printSummary();
