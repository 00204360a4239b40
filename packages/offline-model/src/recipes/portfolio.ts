import { slug } from '../content';
import { disciplineFor } from '../content/portfolio';
import { PROMPT_LANGUAGE_IDS } from '../language';
import { capitalise } from '../text';
import { aboutPage, introSource, servicesSource, workGrid } from './portfolio-components';
import { PORTFOLIO_COPY } from './portfolio-copy';
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
  // Its words and work are its own (not a subject's copy): written in every prompt language.
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, palette, copy: subjectCopy, language }) {
    const t = PORTFOLIO_COPY[language];
    const discipline = disciplineFor(`${spec.subject ?? ''} ${spec.prompt}`, language);
    // An English role from the prompt ("wedding photographer"); other languages say the discipline.
    const subjectRole =
      language === 'en' ? spec.topic.replace(/\s+(?:in|from|based in|near)\s+.*$/i, '').trim() : '';
    const role =
      subjectRole && subjectRole.split(' ').length <= 4 ? capitalise(subjectRole) : discipline.role;
    const where = language === 'en' && spec.place ? ` based in ${spec.place}` : '';
    const details = t.contactDetails;
    const contact = details && {
      email: subjectCopy.contact.email,
      phone: details.phone,
      address: spec.place ? details.addressIn.replace('{place}', () => spec.place ?? '') : details.address,
      hours: details.hours,
    };
    const copy = {
      ...subjectCopy,
      testimonials: t.testimonials ?? subjectCopy.testimonials,
      contact: contact ?? subjectCopy.contact,
    };
    // "Lucía Fernández — Fotografía, Sevilla": the discipline, not a gendered job title.
    const summary =
      language === 'en'
        ? `${spec.name}, ${role.toLowerCase()}${where}`
        : `${spec.name} — ${role}${spec.place ? `, ${spec.place}` : ''}`;
    const projects = discipline.projects.map((project, index) => ({
      id: slug(project.title),
      ...project,
      image: `/images/work-${index + 1}.svg`,
    }));
    const context: SectionContext = { name: spec.name, copy, colour: palette.primary, language };
    const sections = (['testimonials', 'contact'] as const).map((kind) => buildSection(kind, context));
    const initials = spec.name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return {
      description: `${summary}. ${discipline.intro}`,
      contact: copy.contact,
      routes: [{ path: '/about', component: 'About', file: 'src/pages/About.tsx' }],
      nav: [
        { to: '/#work', label: t.work },
        { to: '/about', label: t.about },
        { to: '/#contact', label: t.contact },
      ],
      icon: 'Sparkle',
      layout: 'site',
      headerAction: headerLink('/#contact', t.hireMe),
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
            t,
          }),
        },
        { path: 'src/components/portfolio/work-grid.tsx', content: workGrid(t) },
        {
          path: 'src/components/portfolio/services.tsx',
          content: servicesSource(discipline.services, t.howICanHelp),
        },
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
            t,
            header: {
              eyebrow: t.about,
              title: t.hi.replace('{first}', spec.name.split(' ')[0] ?? spec.name),
              text: `${language === 'en' ? `${role}${where}` : `${role}${spec.place ? `, ${spec.place}` : ''}`}. ${discipline.intro}`,
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
        language === 'en'
          ? `an introduction for ${spec.name}, ${role.toLowerCase()}${where}`
          : `an introduction for ${spec.name} (${discipline.id})${spec.place ? ` in ${spec.place}` : ''}`,
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
