import { buildComponentBrief } from '@kiln/contracts';
import type { ModelMessage } from 'ai';
import type { RepoStore } from '../git/repo-store';
import { TurnRecord, writeOwnFile } from '../pipeline/ai-tools';
import { appendToLastUserMessage } from '../pipeline/run-messages';
import { ProjectWorkspace } from '../pipeline/tools/workspace';
import type { TurnOutput } from '../pipeline/turn';
import {
  componentFiles,
  isOwnFile,
  MAX_COMPONENT_BYTES,
  MAX_COMPONENT_FILES,
  routeOf,
} from './component-source';
import { type ComponentRef, readComponent } from './service';

export interface IntegrateRequest {
  projectId: string;
  component: ComponentRef;
  navigationUrl?: string;
}

/**
 * The INTEGRATE_COMPONENT phase: copies the component's files from its project's commit into this
 * project's working tree (through the workspace, so every path from git is confined to the project),
 * and tells the model what arrived by adding the brief to the user's message for this run. The copy
 * is returned as the run's first turn output, so it is committed with the model's placement.
 */
export async function integrateComponent(
  repos: RepoStore,
  request: IntegrateRequest,
  messages: ModelMessage[],
): Promise<TurnOutput> {
  const { component } = request;
  const { tree, entry } = await readComponent(repos, component);
  if (!entry) throw new Error(`“${component.name}” has no component in src/components/.`);
  const workspace = new ProjectWorkspace(repos.dir(request.projectId));
  const existing = new Set(await workspace.listFiles());
  const files = componentFiles(tree, entry, (path) => existing.has(path));
  const bytes = files.reduce((total, file) => total + Buffer.byteLength(file.content), 0);
  if (files.length > MAX_COMPONENT_FILES || bytes > MAX_COMPONENT_BYTES) {
    throw new Error(`“${component.name}” is too large to copy (${files.length} files, ${bytes} bytes).`);
  }

  const record = new TurnRecord();
  for (const file of files)
    await writeOwnFile(workspace, record, file.path, file.content, existing.has(file.path));
  record.commitMessage = `Add the ${component.name} component`;

  const brief = buildComponentBrief(
    {
      name: component.name,
      files: files.map((file) => file.path),
      entry,
      route: routeOf(request.navigationUrl),
    },
    files.filter((file) => isOwnFile(file.path)),
  );
  appendToLastUserMessage(messages, brief);
  return { record, promptTokens: 0, completionTokens: 0, text: '' };
}
