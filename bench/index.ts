import { benchApi } from './api';
import { benchBuild } from './build';
import { benchEngine } from './engine';
import { printTable } from './report';

console.log(`Kiln benchmarks — node ${process.version}, ${new Date().toISOString()}`);
printTable('Builds (Kiln builder vs vite build of the same project)', await benchBuild());
printTable('Engine (projects, versions, the offline model)', await benchEngine());
printTable('API (in-process, real PGlite)', await benchApi());
