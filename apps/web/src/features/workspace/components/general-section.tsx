import type { Project } from '@kiln/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeleteProjectDialog, useDeleteProject } from '@/features/projects';
import { KnowledgeSetting } from './knowledge-setting';

export type GeneralSectionProps = { project: Project };

/**
 * Seed 002 §2 General: the project knowledge the assistant reads before every turn, and deleting the
 * project, after a confirmation, then going home ('/').
 */
export function GeneralSection({ project }: GeneralSectionProps) {
  const navigate = useNavigate();
  const deleteProject = useDeleteProject();
  const [isConfirming, setIsConfirming] = useState(false);

  const handleConfirm = () =>
    deleteProject.mutate(
      { projectId: project._id, isComponent: project.platform === 'component' },
      {
        onSuccess: () => {
          setIsConfirming(false);
          navigate('/');
        },
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <KnowledgeSetting key={project.knowledgeBase} project={project} />
      <div className="flex items-center justify-between gap-3 rounded-lg border border-red-200/70 bg-red-50/40 p-3">
        <div>
          <p className="text-[13px] font-medium text-zinc-900">Delete project</p>
          <p className="mt-0.5 text-xs text-zinc-500">Its history, deployment and domain go with it.</p>
        </div>
        <Button variant="destructive" size="sm" onClick={() => setIsConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <DeleteProjectDialog
          projectName={project.projectName}
          open={isConfirming}
          onOpenChange={setIsConfirming}
          onConfirm={handleConfirm}
          isDeleting={deleteProject.isPending}
        />
      </div>
    </div>
  );
}
