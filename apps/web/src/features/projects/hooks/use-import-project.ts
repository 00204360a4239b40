import { useMutation } from '@tanstack/react-query';
import { importProject } from '../import-source';
import { useImportDialog } from './use-import-dialog';
import { useOpenNewProject } from './use-open-new-project';

/**
 * Imports a project and opens its workspace, which follows its install and first build as it does a
 * new project's. A refusal stays on the mutation for the dialog to show (no toast).
 */
export function useImportProject() {
  const openNewProject = useOpenNewProject();
  const { setOpen } = useImportDialog();
  return useMutation({
    mutationFn: importProject,
    onSuccess: (project) => {
      // Back from the workspace returns to the page, not to the dialog it was imported from.
      setOpen(false);
      openNewProject(project);
    },
  });
}
