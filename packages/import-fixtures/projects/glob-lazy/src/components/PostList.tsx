// Markdown files as text, bundled with the app; drafts left out.
const posts = import.meta.glob('/src/posts/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
}) as Record<string, string>;
const drafts = import.meta.glob(['../posts/*.md', '!../posts/[0-9]*.md'], { query: '?raw', import: 'default' });

export function PostList() {
  return (
    <section>
      <h2>Posts</h2>
      <ul>
        {Object.entries(posts).map(([file, text]) => (
          <li key={file}>
            <strong>{file}</strong>: {text.split('\n')[0]?.replace(/^#\s*/, '')}
          </li>
        ))}
      </ul>
      <p>Drafts: {Object.keys(drafts).join(', ')}</p>
    </section>
  );
}
