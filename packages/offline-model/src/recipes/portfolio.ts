import { slug } from '../content';
import { disciplineFor } from '../content/portfolio';
import { capitalise } from '../text';
import { aboutPage, introSource, servicesSource, WORK_GRID } from './portfolio-components';
import { buildSection, type SectionContext } from './sections';
import { artSvg } from './shared/art';
import { headerLink } from './shared/blocks';
import { componentsPage } from './shared/pages';
import { lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** A personal portfolio: intro, filterable work with project dialogs, services, about and contact. */
export const portfolioRecipe: Recipe = {
  id: 'portfolio',
  label: 'Portfolio',
  defaultNames: ['Maya Lindqvist', 'Jonah Reyes', 'Ines Moreau', 'Sam Okafor'],
  palette: { primary: '#18181b', accent: '#f97316' },
  plan({ spec, palette, copy }) {
    const discipline = disciplineFor(`${spec.subject ?? ''} ${spec.prompt}`);
    const subjectRole = spec.topic.replace(/\s+(?:in|from|based in|near)\s+.*$/i, '').trim();
    const role =
      subjectRole && subjectRole.split(' ').length <= 4 ? capitalise(subjectRole) : discipline.role;
    const where = spec.place ? ` based in ${spec.place}` : '';
    const projects = discipline.projects.map((project, index) => ({
      id: slug(project.title),
      ...project,
      image: `/images/work-${index + 1}.svg`,
    }));
    const context: SectionContext = { name: spec.name, copy, colour: palette.primary };
    const sections = (['testimonials', 'contact'] as const).map((kind) => buildSection(kind, context));
    const initials = spec.name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return {
      description: `${spec.name}, ${role.toLowerCase()}${where}. ${discipline.intro}`,
      routes: [{ path: '/about', component: 'About', file: 'src/pages/About.tsx' }],
      nav: [
        { to: '/#work', label: 'Work' },
        { to: '/about', label: 'About' },
        { to: '/#contact', label: 'Contact' },
      ],
      icon: 'Sparkle',
      layout: 'site',
      headerAction: headerLink('/#contact', 'Hire me'),
      files: [
        {
          path: 'src/lib/projects.ts',
          content: `export type Project = {
  id: string;
  title: string;
  category: string;
  year: number;
  client: string;
  role: string;
  summary: string;
  image: string;
};

export const PROJECTS: Project[] = ${lit(projects)};
`,
        },
        {
          path: 'src/components/portfolio/intro.tsx',
          content: introSource({
            name: spec.name,
            role,
            intro: discipline.intro,
            place: spec.place,
            initials,
          }),
        },
        { path: 'src/components/portfolio/work-grid.tsx', content: WORK_GRID },
        { path: 'src/components/portfolio/services.tsx', content: servicesSource(discipline.services) },
        ...sections.flatMap((section) => section.files),
        {
          path: 'src/pages/Index.tsx',
          content: componentsPage({
            parts: [
              { component: 'Intro', path: 'src/components/portfolio/intro.tsx' },
              { component: 'WorkGrid', path: 'src/components/portfolio/work-grid.tsx' },
              { component: 'Services', path: 'src/components/portfolio/services.tsx' },
              ...sections,
            ],
          }),
        },
        {
          path: 'src/pages/About.tsx',
          content: aboutPage({
            header: {
              eyebrow: 'About',
              title: `Hi, I'm ${spec.name.split(' ')[0] ?? spec.name}`,
              text: `${role}${where}. ${discipline.intro}`,
            },
            experience: discipline.experience,
            skills: discipline.skills,
          }),
        },
        ...projects.map((project, index) => ({
          path: `public${project.image}`,
          content: artSvg({
            colour: palette.accent ?? palette.primary,
            seed: index + 1,
            kind: discipline.id === 'photographer' ? (index % 2 === 0 ? 'landscape' : 'abstract') : 'frame',
          }),
        })),
      ],
      highlights: [
        `an introduction for ${spec.name}, ${role.toLowerCase()}${where}`,
        `${projects.length} projects with category filters and a detail dialog for each`,
        'services, testimonials, a contact form, and an about page with experience and skills',
      ],
      suggestions: [
        'Add a gallery section',
        'Change the accent colour to violet',
        'Add dark mode',
        'Add a pricing section',
      ],
    };
  },
};
