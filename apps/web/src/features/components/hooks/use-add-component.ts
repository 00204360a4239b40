import { type ComponentSummary, isPhaseInProgress, MESSAGES, type Project } from '@kiln/contracts';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useChatSender } from '@/features/chat';
import { componentPrompt, pagePath } from '../component-status';

export type AddComponent = (component: Pick<ComponentSummary, '_id' | 'projectName'>) => Promise<boolean>;

/**
 * "Use in this project": a chat send in build mode naming the component project; the run copies its
 * files in the INTEGRATE_COMPONENT phase and places it on `navigationUrl`, the page the preview shows.
 */
export function useAddComponent(
  project: Pick<Project, '_id' | 'platform' | 'phase' | 'isOwner'>,
  navigationUrl: string | null,
): AddComponent {
  const send = useChatSender(project);
  const path = pagePath(navigationUrl);
  return useCallback(
    async (component) => {
      if (!project.isOwner) {
        toast.error(MESSAGES.NOT_OWNER, { id: 'component-add' });
        return false;
      }
      if (isPhaseInProgress(project.phase)) {
        toast.error(MESSAGES.GENERATION_RUNNING, { id: 'component-add' });
        return false;
      }
      return send({
        content: componentPrompt(component.projectName),
        source: 'component',
        mode: 'build',
        componentId: component._id,
        ...(path ? { navigationUrl: path } : {}),
      });
    },
    [project.isOwner, project.phase, path, send],
  );
}
