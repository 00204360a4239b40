import { parseArgs, USAGE } from './args';
import { pull } from './pull';

const command = parseArgs(process.argv.slice(2), process.env);
if (command.kind === 'help') {
  console.log(USAGE);
} else if (command.kind === 'error') {
  console.error(`${command.message}\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  try {
    const files = await pull(command);
    console.log(`Pulled ${command.subdomain} into ${command.dir} (${files.length} files).`);
    console.log(`Next: cd ${command.dir} && npm install && npm run dev`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
