import type { Discipline } from '../content/portfolio';
import type { PortfolioCopy } from './portfolio-copy';
import { filterTabs } from './shared/blocks';
import { type PageHeader, pageHeader, pageModule } from './shared/pages';
import { iconImport, jsxText, lit } from './shared/ts-literal';

/** The portfolio's components and about page; `portfolio.ts` decides what goes in them. */

export function introSource({
  name,
  role,
  intro,
  place,
  initials,
  t,
}: {
  t: PortfolioCopy;
  name: string;
  role: string;
  intro: string;
  place: string | null;
  initials: string;
}): string {
  return `import { ${place ? 'ArrowDown, MapPin' : 'ArrowDown'} } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PROJECTS } from '@/lib/projects';

export function Intro() {
  return (
    <section aria-labelledby="intro-title" className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-16 sm:px-6 sm:pt-24 lg:grid-cols-[1.3fr_1fr]">
      <div>
        <div className="flex items-center gap-4">
          <Avatar className="size-16 border-2 border-background shadow-md">
            <AvatarFallback className="bg-primary text-lg font-semibold text-primary-foreground">${initials}</AvatarFallback>
          </Avatar>
          <Badge variant="outline" className="gap-1.5 px-3 py-1">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            ${jsxText(t.available)}
          </Badge>
        </div>
        <h1 id="intro-title" className="mt-8 max-w-4xl text-5xl font-semibold tracking-tight text-balance sm:text-7xl">
          ${jsxText(name)}
        </h1>
        <p className="mt-4 text-2xl font-medium text-muted-foreground sm:text-3xl">${jsxText(role)}</p>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">${jsxText(intro)}</p>
${
  place
    ? `        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          ${jsxText(place)}
        </p>\n`
    : ''
}        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="#work">
              ${jsxText(t.viewWork)}
              <ArrowDown />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#contact">${jsxText(t.getInTouch)}</Link>
          </Button>
        </div>
      </div>
      <div className="relative hidden aspect-square lg:block" aria-hidden="true">
        <img src={PROJECTS[0]?.image} alt="" width={800} height={600} className="absolute top-0 right-0 w-4/5 rotate-3 rounded-2xl border object-cover shadow-xl" />
        <img src={PROJECTS[1]?.image} alt="" width={800} height={600} className="absolute bottom-6 left-0 w-3/4 -rotate-2 rounded-2xl border object-cover shadow-2xl" />
      </div>
    </section>
  );
}
`;
}

export function workGrid(t: PortfolioCopy): string {
  return `import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { PROJECTS, type Project } from '@/lib/projects';

const ALL = ${lit(t.all)};
const CATEGORIES = [ALL, ...new Set(PROJECTS.map((project) => project.category))];

export function WorkGrid() {
  const [category, setCategory] = useState(ALL);
  const [open, setOpen] = useState<Project | null>(null);
  const visible = PROJECTS.filter((project) => category === ALL || project.category === category);

  return (
    <section id="work" aria-labelledby="work-title" className="border-t py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="work-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            ${jsxText(t.selectedWork)}
          </h2>
          ${filterTabs({ options: 'CATEGORIES', value: 'category', onChange: 'setCategory', label: t.filterByCategory, indent: 10 })}
        </div>
        <ul className="mt-10 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((project) => (
            <li key={project.id}>
              <button type="button" onClick={() => setOpen(project)} className="group w-full text-left outline-none">
                <div className="overflow-hidden rounded-2xl border bg-muted ring-ring/50 group-focus-visible:ring-[3px]">
                  <img
                    src={project.image}
                    alt={\`\${project.title}: \${project.summary}\`}
                    width={800}
                    height={600}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="mt-4 flex items-center justify-between gap-2">
                  <h3 className="font-semibold group-hover:text-primary">{project.title}</h3>
                  <span className="text-sm text-muted-foreground">{project.year}</span>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{project.category} · {project.client}</p>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent className="sm:max-w-2xl">
          {open && (
            <>
              <img src={open.image} alt="" width={800} height={600} className="aspect-[16/9] w-full rounded-lg border object-cover" />
              <DialogHeader>
                <DialogTitle className="text-2xl">{open.title}</DialogTitle>
                <DialogDescription>{open.summary}</DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-3 gap-4 text-sm">
                <div>
                  <dt className="text-muted-foreground">${jsxText(t.client)}</dt>
                  <dd className="font-medium">{open.client}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">${jsxText(t.role)}</dt>
                  <dd className="font-medium">{open.role}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">${jsxText(t.year)}</dt>
                  <dd className="font-medium">{open.year}</dd>
                </div>
              </dl>
              <Badge variant="secondary" className="w-fit">{open.category}</Badge>
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
`;
}

export function servicesSource(services: Discipline['services'], title = 'How I can help'): string {
  return `${iconImport(services.map((service) => service.icon))}

const SERVICES = ${lit(services.map((service) => ({ ...service, icon: `@@${service.icon}` }))).replace(/'@@(\w+)'/g, '$1')};

export function Services() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-primary py-16 text-primary-foreground sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="services-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          ${jsxText(title)}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-primary-foreground/15 p-6">
              <Icon className="size-6 opacity-90" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm opacity-80">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`;
}

export function aboutPage({
  header,
  experience,
  skills,
  t,
}: {
  t: PortfolioCopy;
  header: PageHeader;
  experience: Discipline['experience'];
  skills: string[];
}): string {
  return pageModule(
    'About',
    `import { Badge } from '@/components/ui/badge';

const EXPERIENCE = ${lit(experience)};

const SKILLS = ${lit(skills)};`,
    `      ${pageHeader(header)}
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="experience-title">
          <h2 id="experience-title" className="text-2xl font-semibold tracking-tight">
            ${jsxText(t.experience)}
          </h2>
          <ol className="mt-6 space-y-8 border-l pl-6">
            {EXPERIENCE.map((item) => (
              <li key={item.title} className="relative">
                <span className="-left-[1.9rem] absolute top-1.5 size-3 rounded-full border-2 border-background bg-primary" aria-hidden="true" />
                <p className="text-sm text-muted-foreground">{item.period}</p>
                <h3 className="mt-1 font-semibold">{item.title}</h3>
                <p className="text-sm text-muted-foreground">{item.place}</p>
                <p className="mt-2 text-pretty">{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="skills-title">
          <h2 id="skills-title" className="text-2xl font-semibold tracking-tight">
            ${jsxText(t.skills)}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-2">
            {SKILLS.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      </div>
`,
  );
}
