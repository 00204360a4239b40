import { calls, IMPORT_ARCHIVE_FIELD, IMPORT_LIMITS, type Project } from '@kiln/contracts';
import { callApiForm } from '@/lib/api-client';

/** What the Import dialog sends: a zip of the project, or the address (and branch) of its repository. */
export type ImportSource = { kind: 'zip'; file: File } | { kind: 'git'; url: string; branch: string };

/** The import form as the server reads it (`archive`, or `gitUrl` and an optional `branch`). */
export function importForm(source: ImportSource): FormData {
  const form = new FormData();
  if (source.kind === 'zip') {
    form.append(IMPORT_ARCHIVE_FIELD, source.file, source.file.name);
    return form;
  }
  form.set('gitUrl', source.url.trim());
  const branch = source.branch.trim();
  if (branch) form.set('branch', branch);
  return form;
}

/** POST /api/web/import: the new project, once its files are in (its first build follows). */
export async function importProject(source: ImportSource): Promise<Project> {
  return (await callApiForm(calls.importProject, importForm(source))).data;
}

/** Whether the source is complete enough to send; the server checks the rest. */
export function isImportReady(source: ImportSource | null): source is ImportSource {
  if (!source) return false;
  return source.kind === 'zip' || source.url.trim().length > 0;
}

/** The upload limit in the words the dialog uses ("Up to 50 MB"). */
export const ARCHIVE_LIMIT_LABEL = `Up to ${IMPORT_LIMITS.archiveBytes / 1024 / 1024} MB`;
