import type { Project } from '@kiln/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DeleteProjectDialog, useDeleteProject } from '@/features/projects';

export type GeneralSectionProps = { project: Project };

/**
 * Seed 002 §2 General: the project's identifiers (its subdomain is what `kiln pull` takes), and
 * deleting the project, after a confirmation, then going home ('/').
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
      <dl className="divide-y divide-zinc-200/80 rounded-lg border border-zinc-200 bg-zinc-50/60 text-[13px]">
        <Identifier term="Subdomain" value={project.subdomain} hint="kiln pull takes it" />
        <Identifier term="Project ID" value={project._id} />
      </dl>
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

type IdentifierProps = { term: string; value: string; hint?: string };

function Identifier({ term, value, hint }: IdentifierProps) {
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2">
      <dt className="shrink-0 text-zinc-500">
        {term}
        {hint ? <span className="ml-1.5 text-xs text-zinc-400">({hint})</span> : null}
      </dt>
      <dd className="flex min-w-0 items-center gap-1">
        <code className="truncate font-mono text-[12px] text-zinc-900">{value}</code>
        <CopyButton value={value} label={`Copy the ${term.toLowerCase()}`} />
      </dd>
    </div>
  );
}
