import type { DomainCopy } from '../content';
import { pageHeader, pageModule } from '../recipes/shared/pages';
import { attr, jsxText, lit } from '../recipes/shared/ts-literal';
import { fill, type PageWords } from './page-copy';

/** The pages `add a page` writes from scratch (the others are a header and sections), in `words`' language. */

export function teamPage(component: string, name: string, words: PageWords): string {
  const t = words.team;
  return pageModule(
    component,
    `import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';

const TEAM = ${lit(t.people)};`,
    `      ${pageHeader({ eyebrow: t.eyebrow, title: fill(t.title, { name }), text: t.text })}
      <section aria-label=${attr(t.members)} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
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

export function careersPage(component: string, name: string, words: PageWords): string {
  const t = words.careers;
  // The thanks around the role's title, as two literals: no prompt text is spliced into code.
  const [before = '', after = ''] = t.thanks.split('{role}');
  return pageModule(
    component,
    `import { Briefcase, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';

const ROLES = ${lit(t.roles)};`,
    `      ${pageHeader({ eyebrow: t.eyebrow, title: fill(t.title, { name }), text: t.text })}
      <section aria-label=${attr(t.openRoles)} className="mx-auto max-w-4xl space-y-4 px-4 py-16 sm:px-6">
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
              <Button onClick={() => toast.success(${lit(before)} + role.title + ${lit(after)})}>${jsxText(t.apply)}</Button>
            </CardFooter>
          </Card>
        ))}
      </section>
`,
  );
}

export function blogPage(component: string, copy: DomainCopy, words: PageWords): string {
  const t = words.blog;
  const posts = copy.posts.map(({ title, excerpt, tag, minutes }) => ({ title, excerpt, tag, minutes }));
  return pageModule(
    component,
    `import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const POSTS = ${lit(posts)};`,
    `      ${pageHeader({ eyebrow: t.eyebrow, title: t.title, text: copy.newsletter.text })}
      <section aria-label=${attr(t.articles)} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {POSTS.map((post) => (
            <li key={post.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="secondary">{post.tag}</Badge>
                    {post.minutes} ${jsxText(t.minRead)}
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

export function legalPage(
  component: string,
  title: string,
  name: string,
  email: string,
  words: PageWords,
): string {
  const paragraphs = words.legal.paragraphs.map((paragraph) => fill(paragraph, { name, email }));
  return pageModule(
    component,
    `const PARAGRAPHS = ${lit(paragraphs)};`,
    `      ${pageHeader({ title, text: words.legal.updated })}
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-16 text-pretty text-muted-foreground sm:px-6">
        {PARAGRAPHS.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
`,
  );
}
