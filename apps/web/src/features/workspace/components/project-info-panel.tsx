import type { Project } from '@kiln/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { PLATFORM_LABELS, phaseDisplay } from '@/features/projects';
import { formatDate, formatDateTime, formatRelativeTime } from '@/lib/time';
import { useLiveProjectName } from '../hooks/use-live-project-name';
import { VisibilitySetting } from './visibility-setting';

type RowProps = { term: string; children: ReactNode };

function Row({ term, children }: RowProps) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-[13px] text-zinc-500">{term}</dt>
      <dd className="min-w-0 truncate text-right text-[13px] font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

const TONE_TO_BADGE = { success: 'success', danger: 'danger', progress: 'info' } as const;

export type ProjectInfoPanelProps = { project: Project };

/** The left column's facts about the project. */
export function ProjectInfoPanel({ project }: ProjectInfoPanelProps) {
  const { isGenerating, displayName } = useLiveProjectName(project);
  const phase = phaseDisplay(project.phase, project.subPhase);

  return (
    <section aria-labelledby="project-info-title" className="p-5">
      <h2 id="project-info-title" className="text-xs font-medium tracking-wide text-zinc-500 uppercase">
        Project
      </h2>
      <dl className="mt-2 divide-y divide-zinc-100">
        <Row term="Name">
          {isGenerating ? <span className="text-zinc-400">Generating…</span> : displayName}
        </Row>
        <Row term="Platform">{PLATFORM_LABELS[project.platform]}</Row>
        <Row term="Created">
          <time dateTime={project.createdAt} title={formatDateTime(project.createdAt)}>
            {formatDate(project.createdAt)}
          </time>
        </Row>
        <Row term="Last edited">
          <time dateTime={project.updated} title={formatDateTime(project.updated)}>
            {formatRelativeTime(project.updated)}
          </time>
        </Row>
        <Row term="Phase">
          <Badge variant={TONE_TO_BADGE[phase.tone]}>{phase.label}</Badge>
        </Row>
      </dl>
      <VisibilitySetting project={project} />
    </section>
  );
}
