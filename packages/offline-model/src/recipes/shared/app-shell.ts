import type { AppLanguage } from '../../locale';
import type { RecipePlan } from '../types';

/** The app's shell: `index.html` and `src/App.tsx` with its routes. */

/** The page; `theme` 'dark' puts the theme's `dark` class on `<html>`, so every token starts dark. */
export function indexHtml(
  title: string,
  description: string,
  theme: 'dark' | null = null,
  language: AppLanguage = 'en',
): string {
  const encode = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return `<!doctype html>
<html lang="${language}"${theme === 'dark' ? ' class="dark"' : ''}>
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${encode(description)}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${encode(title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

export function appTsx({
  routes,
  layout,
  provider,
}: {
  routes: { path: string; component: string; file: string }[];
  layout: 'site' | 'app';
  provider?: RecipePlan['provider'];
}): string {
  const layoutName = layout === 'site' ? 'SiteLayout' : 'AppLayout';
  const layoutFile = layout === 'site' ? 'site-layout' : 'app-layout';
  const pages = [{ path: '/', component: 'Index', file: 'src/pages/Index.tsx' }, ...routes];
  const imports = [
    `import { BrowserRouter, Route, Routes } from 'react-router';`,
    `import { ${layoutName} } from '@/components/layout/${layoutFile}';`,
    `import { Toaster } from '@/components/ui/toaster';`,
    `import { TooltipProvider } from '@/components/ui/tooltip';`,
    ...(provider ? [provider.importLine] : []),
    ...pages.map(
      (page) => `import ${page.component} from '@/${page.file.replace(/^src\//, '').replace(/\.tsx$/, '')}';`,
    ),
    `import NotFound from '@/pages/NotFound';`,
  ].sort((a, b) => {
    // Plain code-unit order: localeCompare ignores the `~` that puts the app's own modules last.
    const [left, right] = [importSource(a), importSource(b)];
    return left < right ? -1 : left > right ? 1 : 0;
  });
  const indent = provider ? '  ' : '';
  const router = `<BrowserRouter>
${indent}        <Routes>
${indent}          <Route element={<${layoutName} />}>
${pages.map((page) => `${indent}            <Route path="${page.path}" element={<${page.component} />} />`).join('\n')}
${indent}            {/* Add new routes above this catch-all. */}
${indent}            <Route path="*" element={<NotFound />} />
${indent}          </Route>
${indent}        </Routes>
${indent}      </BrowserRouter>`;
  const body = provider
    ? `<${provider.component}>
        ${router}
      </${provider.component}>`
    : router;
  return `${imports.join('\n')}

export default function App() {
  return (
    <TooltipProvider>
      ${body}
      <Toaster />
    </TooltipProvider>
  );
}
`;
}

function importSource(line: string): string {
  const source = /from '([^']+)'/.exec(line)?.[1] ?? line;
  // Packages first, then the app's own modules, as Biome's import sorting does.
  return source.startsWith('@/') ? `~${source}` : source;
}
