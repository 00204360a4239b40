import { lazy, Suspense, type ComponentType } from 'react';
import logo from './logo.svg';
import site from './data/site.json';
import { Badge } from '@/components/Badge';
import { PostList } from './components/PostList';

// Every page is its own chunk, loaded when its route is visited.
const pageModules = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx');
const routes = Object.fromEntries(
  Object.entries(pageModules).map(([file, load]) => {
    const name = file.slice('./pages/'.length, -'.tsx'.length).toLowerCase();
    return [name === 'home' ? '/' : `/${name}`, lazy(load)];
  }),
);

const About = lazy(() => import('./pages/About'));

const widgets = import.meta.glob<ComponentType>('./widgets/*.tsx', { import: 'default' });
const icons = import.meta.glob<string>(['./icons/*.svg', '!./icons/unused-*.svg'], {
  eager: true,
  query: '?url',
  import: 'default',
});

function App() {
  const path = window.location.pathname.replace(/\/$/, '') || '/';
  const Page = path === '/about-lazy' ? About : routes[path];
  return (
    <div>
      <header>
        <img src={logo} alt="Field Notes logo" width={48} height={48} />
        <h1>{site.title}</h1>
        <p>{site.tagline}</p>
        <Badge label={`${Object.keys(widgets).length} widgets, ${Object.keys(icons).length} icons`} />
        <nav>
          {Object.keys(routes).map((route) => (
            <a key={route} href={route}>
              {route === '/' ? 'Home' : route.slice(1)}
            </a>
          ))}
          <a href="/about-lazy">About (lazy)</a>
        </nav>
        <p>
          {Object.entries(icons).map(([file, url]) => (
            <img key={file} src={url} alt={file} width={16} height={16} />
          ))}
        </p>
      </header>
      <main>
        <Suspense fallback={<p>Loading…</p>}>{Page ? <Page /> : <p>Page not found</p>}</Suspense>
        <PostList />
      </main>
    </div>
  );
}

export default App;
