import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useProjects } from '../hooks/use-projects';
import { ProjectGrid } from './project-grid';

const RECENT_COUNT = 3;

/** The latest few projects under the home prompt, for a signed-in user who has some. */
export function RecentProjects() {
  const { data: projects } = useProjects();
  if (!projects || projects.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="mx-auto w-full max-w-6xl px-6 pb-20">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="recent-title" className="text-sm font-semibold tracking-tight text-zinc-900">
          Recent projects
        </h2>
        <Link
          to="/projects"
          className="inline-flex items-center gap-1 rounded-md text-[13px] font-medium text-zinc-500 outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          View all <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      </div>
      <ProjectGrid projects={projects.slice(0, RECENT_COUNT)} />
    </section>
  );
}
