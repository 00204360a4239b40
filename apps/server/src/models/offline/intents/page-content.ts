import type { DomainCopy } from '../content';
import { buildSection, type Section, type SectionContext, type SectionKind } from '../recipes/sections';
import { pageHeader, sectionsPageWithHeader } from '../recipes/shared/pages';
import { lit } from '../recipes/shared/ts-literal';
import type { GeneratedFile } from '../recipes/types';

export type PageKind =
  | 'about'
  | 'contact'
  | 'pricing'
  | 'faq'
  | 'gallery'
  | 'reviews'
  | 'services'
  | 'team'
  | 'careers'
  | 'legal'
  | 'blog'
  | 'generic';

const KIND_WORDS: ReadonlyArray<readonly [PageKind, RegExp]> = [
  ['about', /\babout\b|\bour story\b|\bstory\b/i],
  ['contact', /\bcontact\b|\bget in touch\b/i],
  ['pricing', /\bpricing\b|\bprices\b|\bplans\b/i],
  ['faq', /\bfaqs?\b|\bquestions\b|\bhelp\b|\bsupport\b/i],
  ['gallery', /\bgallery\b|\bphotos\b|\bportfolio\b|\bwork\b/i],
  ['reviews', /\breviews\b|\btestimonials\b/i],
  ['services', /\bservices\b|\bfeatures\b|\bwhat we do\b/i],
  ['team', /\bteam\b|\bpeople\b|\bstaff\b/i],
  ['careers', /\bcareers?\b|\bjobs\b|\bhiring\b/i],
  ['legal', /\bprivacy\b|\bterms\b|\blegal\b|\bcookies?\b/i],
  ['blog', /\bblog\b|\bnews\b|\barticles\b|\bupdates\b/i],
];

export function pageKind(title: string): PageKind {
  return KIND_WORDS.find(([, words]) => words.test(title))?.[0] ?? 'generic';
}

const PAGE_SECTIONS: Partial<Record<PageKind, SectionKind[]>> = {
  about: ['stats', 'features', 'testimonials'],
  contact: ['contact'],
  pricing: ['pricing', 'faq'],
  faq: ['faq', 'contact'],
  gallery: ['gallery'],
  reviews: ['testimonials', 'stats'],
  services: ['features', 'steps', 'cta'],
  generic: ['features', 'cta'],
};

function headerFor(
  kind: PageKind,
  title: string,
  context: SectionContext,
): { eyebrow?: string; title: string; text?: string } {
  const { name, copy } = context;
  switch (kind) {
    case 'about':
      return { eyebrow: 'About us', title: `The story behind ${name}`, text: copy.lede };
    case 'contact':
      return { eyebrow: 'Contact', title: 'We would love to hear from you', text: copy.cta.text };
    case 'pricing':
      return {
        eyebrow: 'Pricing',
        title: 'Plans for every need',
        text: 'Clear prices, no surprises, and you can change your mind anytime.',
      };
    case 'faq':
      return {
        eyebrow: 'Help',
        title: 'Frequently asked questions',
        text: `Everything you need to know about ${name}.`,
      };
    case 'gallery':
      return { eyebrow: 'Gallery', title: title, text: `A closer look at ${name}.` };
    case 'reviews':
      return {
        eyebrow: 'Reviews',
        title: 'What our customers say',
        text: `Real words from people who chose ${name}.`,
      };
    case 'services':
      return { eyebrow: 'What we do', title: title, text: copy.lede };
    default:
      return { title, text: copy.lede };
  }
}

/** The page's component file and any section files it uses. */
export function pageFiles(
  kind: PageKind,
  component: string,
  title: string,
  context: SectionContext,
): { page: GeneratedFile; sections: Section[] } {
  const path = `src/pages/${component}.tsx`;
  const sectionKinds = PAGE_SECTIONS[kind];
  if (sectionKinds) {
    const sections = sectionKinds.map((sectionKind) => buildSection(sectionKind, context));
    return {
      page: {
        path,
        content: sectionsPageWithHeader({ component, header: headerFor(kind, title, context), sections }),
      },
      sections,
    };
  }
  return {
    page: { path, content: bespokePage(kind, component, title, context.copy, context.name) },
    sections: [],
  };
}

function bespokePage(
  kind: PageKind,
  component: string,
  title: string,
  copy: DomainCopy,
  name: string,
): string {
  switch (kind) {
    case 'team':
      return teamPage(component, name);
    case 'careers':
      return careersPage(component, name);
    case 'blog':
      return blogPage(component, copy);
    default:
      return legalPage(component, title, name, copy.contact.email);
  }
}

function teamPage(component: string, name: string): string {
  const team = [
    {
      name: 'Ana Ferreira',
      role: 'Founder',
      bio: 'Started it all with a simple idea and a lot of stubbornness.',
    },
    { name: 'Marcus Chen', role: 'Operations', bio: 'Keeps everything running smoothly, every single day.' },
    {
      name: 'Leila Haddad',
      role: 'Design',
      bio: 'Cares about the details nobody notices until they are wrong.',
    },
    {
      name: 'Tom Novak',
      role: 'Customer care',
      bio: 'The friendly voice on the phone and the fast reply by email.',
    },
  ];
  return `import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';

const TEAM = ${lit(team)};

export default function ${component}() {
  return (
    <>
      ${pageHeader({ eyebrow: 'Our team', title: `The people behind ${name}`, text: 'A small team that cares a lot about doing things properly.' })}
      <section aria-label="Team members" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((person) => (
            <li key={person.name}>
              <Card className="h-full">
                <CardContent className="space-y-3 text-center">
                  <Avatar className="mx-auto size-20">
                    <AvatarFallback className="bg-accent text-xl font-semibold text-accent-foreground">
                      {person.name.split(' ').map((part) => part[0]).join('')}
                    </AvatarFallback>
                  </Avatar>
                  <div>
                    <h2 className="font-semibold">{person.name}</h2>
                    <p className="text-sm text-primary">{person.role}</p>
                  </div>
                  <p className="text-sm text-muted-foreground">{person.bio}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
`;
}

function careersPage(component: string, name: string): string {
  const roles = [
    {
      title: 'Customer experience lead',
      type: 'Full-time',
      location: 'On site',
      summary: 'Shape how people feel about us, from first hello to tenth visit.',
    },
    {
      title: 'Operations coordinator',
      type: 'Full-time',
      location: 'Hybrid',
      summary: 'Keep schedules, suppliers and the team in sync.',
    },
    {
      title: 'Marketing intern',
      type: 'Part-time',
      location: 'Remote',
      summary: 'Tell our story on social media, email and the blog.',
    },
  ];
  return `import { Briefcase, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';

const ROLES = ${lit(roles)};

export default function ${component}() {
  return (
    <>
      ${pageHeader({ eyebrow: 'Careers', title: `Work with us at ${name}`, text: 'We are a small, friendly team and we are growing. Come and help us build something good.' })}
      <section aria-label="Open roles" className="mx-auto max-w-4xl space-y-4 px-4 py-16 sm:px-6">
        {ROLES.map((role) => (
          <Card key={role.title}>
            <CardHeader>
              <CardTitle className="text-lg">{role.title}</CardTitle>
              <CardDescription>{role.summary}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Badge variant="secondary" className="gap-1">
                <Briefcase aria-hidden="true" />
                {role.type}
              </Badge>
              <Badge variant="outline" className="gap-1">
                <MapPin aria-hidden="true" />
                {role.location}
              </Badge>
            </CardContent>
            <CardFooter>
              <Button onClick={() => toast.success(\`Thanks for your interest in the \${role.title} role! We will email you.\`)}>Apply</Button>
            </CardFooter>
          </Card>
        ))}
      </section>
    </>
  );
}
`;
}

function blogPage(component: string, copy: DomainCopy): string {
  const posts = copy.posts.map(({ title, excerpt, tag, minutes }) => ({ title, excerpt, tag, minutes }));
  return `import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const POSTS = ${lit(posts)};

export default function ${component}() {
  return (
    <>
      ${pageHeader({ eyebrow: 'Journal', title: 'News and stories', text: copy.newsletter.text })}
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {POSTS.map((post) => (
            <li key={post.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="secondary">{post.tag}</Badge>
                    {post.minutes} min read
                  </div>
                  <CardTitle className="mt-2 text-xl">{post.title}</CardTitle>
                  <CardDescription>{post.excerpt}</CardDescription>
                </CardHeader>
                <CardContent />
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
`;
}

function legalPage(component: string, title: string, name: string, email: string): string {
  const paragraphs = [
    `This page explains how ${name} handles the information you share with us. We collect only what we need to serve you: your name and email when you contact us or place an order, and anonymous statistics about how the site is used.`,
    'We never sell your data. We share it only with the services that help us run the site (hosting, payments and email), each bound by its own privacy commitments.',
    `You can ask us at any time to see, correct or delete the information we hold about you by writing to ${email}.`,
  ];
  return `const PARAGRAPHS = ${lit(paragraphs)};

export default function ${component}() {
  return (
    <>
      ${pageHeader({ title, text: 'Last updated this month.' })}
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-16 text-pretty text-muted-foreground sm:px-6">
        {PARAGRAPHS.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
    </>
  );
}
`;
}
