import { domainLanguages, LOCALES, slug, someDomainLanguages } from '../content';
import { noteSuffix, takeAsked } from '../counts';
import { BLOG_COPY } from './blog-copy';
import { buildSection } from './sections';
import { artSvg } from './shared/art';
import { filterTabs } from './shared/blocks';
import { pageHeader } from './shared/pages';
import { attr, jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

const DATES = ['2025-06-12', '2025-05-28', '2025-05-09', '2025-04-22', '2025-04-03', '2025-03-17'];

/** A blog: featured post, topic filter, article pages with readable typography, and an about page. */
export const blogRecipe: Recipe = {
  id: 'blog',
  label: 'Blog',
  defaultNames: ['Field Notes', 'The Long Table', 'Slow Mornings', 'Margins'],
  defaultNamesIn: {
    es: ['Cuaderno de campo', 'Sobremesa', 'Mañanas lentas', 'Al margen'],
    fr: ['Carnet de route', 'La grande tablée', 'Matins tranquilles', 'En marge'],
    de: ['Notizbuch', 'Die lange Tafel', 'Langsame Morgen', 'Randnotizen'],
    pt: ['Caderno de campo', 'Mesa comprida', 'Manhãs lentas', 'À margem'],
    it: ['Taccuino', 'La tavola lunga', 'Mattine lente', 'A margine'],
  },
  palette: { primary: '#be123c', accent: '#f59e0b' },
  languages: someDomainLanguages(),
  languagesFor: (spec) => domainLanguages(spec.domain),
  plan({ spec, palette, copy, language }) {
    const t = BLOG_COPY[language];
    const taken = takeAsked(spec.prompt, 'posts?|articles?|stories', copy.posts);
    const posts = taken.items.map((post, index) => ({
      slug: slug(post.title),
      ...post,
      date: DATES[index % DATES.length] ?? DATES[0],
      image: `/images/post-${index + 1}.svg`,
    }));
    const newsletter = buildSection('newsletter', {
      name: spec.name,
      copy,
      colour: palette.primary,
      language,
    });
    const about =
      language === 'en' && spec.topic
        ? `Stories, ideas and practical advice about ${spec.topic}.`
        : copy.newsletter.text;
    return {
      description: about,
      routes: [
        { path: '/posts/:slug', component: 'Post', file: 'src/pages/Post.tsx' },
        { path: '/about', component: 'About', file: 'src/pages/About.tsx' },
      ],
      nav: [
        { to: '/', label: t.articles },
        { to: '/about', label: t.about },
        { to: '/#newsletter', label: t.newsletter },
      ],
      icon: 'BookOpen',
      layout: 'site',
      files: [
        {
          path: 'src/lib/posts.ts',
          content: `export type Post = {
  slug: string;
  title: string;
  excerpt: string;
  tag: string;
  minutes: number;
  date: string;
  image: string;
  body: string[];
};

export const AUTHOR = ${lit(t.author.replace('{name}', () => spec.name))};

export const POSTS: Post[] = ${lit(posts)};

const LOCALE = ${lit(LOCALES[language])};

export function formatDate(date: string) {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }).format(new Date(\`\${date}T12:00:00\`));
}

const READING_TIME = ${lit(t.readingTime)};

/** "6 min read", in the plural the language uses for the number. */
export function readingTime(minutes: number) {
  const form = new Intl.PluralRules(LOCALE).select(minutes) === 'one' ? READING_TIME.one : READING_TIME.other;
  return form.replace('{n}', String(minutes));
}
`,
        },
        {
          path: 'src/components/blog/post-card.tsx',
          content: `import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDate, type Post, readingTime } from '@/lib/posts';
import { cn } from '@/lib/utils';

export function PostCard({ post, isFeatured = false }: { post: Post; isFeatured?: boolean }) {
  return (
    <article className={cn('group relative flex h-full flex-col gap-4', isFeatured && 'lg:grid lg:grid-cols-2 lg:items-center lg:gap-10')}>
      <div className="overflow-hidden rounded-2xl border bg-muted">
        <img
          src={post.image}
          alt=""
          width={800}
          height={600}
          loading={isFeatured ? 'eager' : 'lazy'}
          className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <Badge variant="secondary">{post.tag}</Badge>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTime(post.minutes)}</span>
        </div>
        <h2 className={cn('font-semibold tracking-tight text-balance', isFeatured ? 'text-3xl sm:text-4xl' : 'text-xl')}>
          <Link to={\`/posts/\${post.slug}\`} className="after:absolute after:inset-0 hover:text-primary">
            {post.title}
          </Link>
        </h2>
        <p className="text-pretty text-muted-foreground">{post.excerpt}</p>
      </div>
    </article>
  );
}
`,
        },
        ...newsletter.files,
        {
          path: 'src/pages/Index.tsx',
          content: `import { useState } from 'react';
import { PostCard } from '@/components/blog/post-card';
import { NewsletterSection } from '@/components/sections/newsletter-section';
import { Button } from '@/components/ui/button';
import { POSTS } from '@/lib/posts';

const ALL = ${lit(t.all)};
const TAGS = [ALL, ...new Set(POSTS.map((post) => post.tag))];
const NO_OTHER = ${lit(t.noOther)};

export default function Index() {
  const [tag, setTag] = useState(ALL);
  const [featured, ...rest] = POSTS;
  const visible = rest.filter((post) => tag === ALL || post.tag === tag);

  return (
    <>
      <section aria-labelledby="blog-title" className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">${jsxText(t.journal)}</p>
        <h1 id="blog-title" className="mt-2 text-4xl font-semibold tracking-tight sm:text-6xl">
          ${jsxText(spec.name)}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">${jsxText(about)}</p>
      </section>
      {featured && (
        <section aria-label=${attr(t.featured)} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <PostCard post={featured} isFeatured />
        </section>
      )}
      <section aria-labelledby="latest-title" className="border-t bg-muted/30 py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="latest-title" className="text-2xl font-semibold tracking-tight">
              ${jsxText(t.latest)}
            </h2>
            ${filterTabs({ options: 'TAGS', value: 'tag', onChange: 'setTag', label: t.filterByTag, indent: 12 })}
          </div>
          {visible.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">{NO_OTHER.replace('{tag}', () => tag)}</p>
          ) : (
            <ul className="mt-8 grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <NewsletterSection />
    </>
  );
}
`,
        },
        {
          path: 'src/pages/Post.tsx',
          content: `import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AUTHOR, formatDate, POSTS, readingTime } from '@/lib/posts';

export default function Post() {
  const { slug } = useParams();
  const post = POSTS.find((item) => item.slug === slug);

  if (!post) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-semibold">${jsxText(t.notFound)}</h1>
        <p className="mt-3 text-muted-foreground">${jsxText(t.notFoundText)}</p>
        <Button asChild className="mt-6">
          <Link to="/">${jsxText(t.allArticles)}</Link>
        </Button>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/">
          <ArrowLeft />
          ${jsxText(t.allArticles)}
        </Link>
      </Button>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="secondary">{post.tag}</Badge>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTime(post.minutes)}</span>
        </div>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-xl text-pretty text-muted-foreground">{post.excerpt}</p>
        <p className="mt-6 text-sm font-medium">${jsxText(t.by)} {AUTHOR}</p>
      </header>
      <img src={post.image} alt="" width={800} height={600} className="mt-10 aspect-[16/9] w-full rounded-2xl border object-cover" />
      <div className="mt-10 space-y-6 text-lg leading-relaxed text-pretty text-foreground/90">
        {post.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
`,
        },
        {
          path: 'src/pages/About.tsx',
          content: `import { NewsletterSection } from '@/components/sections/newsletter-section';
import { POSTS } from '@/lib/posts';

export default function About() {
  const topics = [...new Set(POSTS.map((post) => post.tag))].join(', ')${language === 'de' ? '' : '.toLowerCase()'};
  return (
    <>
      ${pageHeader({ eyebrow: t.aboutEyebrow, title: t.whyWeWrite.replace('{name}', () => spec.name), text: about })}
      <section aria-label=${attr(t.aboutLabel)} className="mx-auto max-w-3xl space-y-6 px-4 py-14 text-lg leading-relaxed text-pretty sm:px-6">
        <p>${jsxText(copy.lede)}</p>
        <p>{${lit(t.publish)}.replace('{topics}', () => topics)}</p>
        <p className="text-muted-foreground">${jsxText(t.writeTo.replace('{email}', () => copy.contact.email))}</p>
      </section>
      <NewsletterSection />
    </>
  );
}
`,
        },
        ...posts.map((post, index) => ({
          path: `public${post.image}`,
          content: artSvg({
            colour: palette.primary,
            seed: index + 2,
            kind: index % 2 === 0 ? 'landscape' : 'abstract',
          }),
        })),
      ],
      highlights: [
        `a home page with a featured article${posts.length > 1 ? ` and ${posts.length - 1} more` : ''}, filterable by topic${noteSuffix(taken.note('src/lib/posts.ts'))}`,
        'an article page for each post with comfortable reading typography',
        'an about page and a newsletter sign-up',
      ],
      suggestions: [
        'Add a contact form section',
        'Make it dark mode',
        'Change the primary colour to indigo',
        'Add a team page',
      ],
    };
  },
};
