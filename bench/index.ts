import { benchApi } from './api';
import { printTable } from './report';

console.log(`Kiln benchmarks — node ${process.version}, ${new Date().toISOString()}`);
printTable('API (in-process, real PGlite)', await benchApi());
