import type { DomainCopy } from '../content';
import { pageHeader, pageModule } from '../recipes/shared/pages';
import { lit } from '../recipes/shared/ts-literal';
import { legalParagraphs, ROLES, TEAM } from './page-copy';

/** The pages `add a page` writes from scratch (the others are a header and sections). */

export function teamPage(component: string, name: string): string {
  return pageModule(
    component,
    `import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';

const TEAM = ${lit(TEAM)};`,
    `      ${pageHeader({ eyebrow: 'Our team', title: `The people behind ${name}`, text: 'A small team that cares a lot about doing things properly.' })}
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
`,
  );
}

export function careersPage(component: string, name: string): string {
  return pageModule(
    component,
    `import { Briefcase, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';

const ROLES = ${lit(ROLES)};`,
    `      ${pageHeader({ eyebrow: 'Careers', title: `Work with us at ${name}`, text: 'We are a small, friendly team and we are growing. Come and help us build something good.' })}
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
`,
  );
}

export function blogPage(component: string, copy: DomainCopy): string {
  const posts = copy.posts.map(({ title, excerpt, tag, minutes }) => ({ title, excerpt, tag, minutes }));
  return pageModule(
    component,
    `import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const POSTS = ${lit(posts)};`,
    `      ${pageHeader({ eyebrow: 'Journal', title: 'News and stories', text: copy.newsletter.text })}
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
`,
  );
}

export function legalPage(component: string, title: string, name: string, email: string): string {
  return pageModule(
    component,
    `const PARAGRAPHS = ${lit(legalParagraphs(name, email))};`,
    `      ${pageHeader({ title, text: 'Last updated this month.' })}
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-16 text-pretty text-muted-foreground sm:px-6">
        {PARAGRAPHS.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
`,
  );
}
