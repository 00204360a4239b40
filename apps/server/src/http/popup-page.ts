import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html';

const CLOSE_SCRIPT = 'setTimeout(function(){window.close()},600);';
const CLOSE_SCRIPT_HASH = createHash('sha256').update(CLOSE_SCRIPT).digest('base64');

/**
 * The page an OAuth popup (GitHub, Supabase) lands on when the provider sends the user back. On success it closes itself (the
 * workspace sees the popup close and its polling picks the new state up); otherwise it says why.
 */
export function popupPage(title: string, message: string, isSuccess: boolean) {
  const colour = isSuccess ? '#15803d' : '#b91c1c';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kiln</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center;
    background: #fafafa; color: #18181b; }
  main { max-width: 26rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.25rem; color: ${colour}; margin: 0 0 .75rem; }
  p { line-height: 1.5; color: #3f3f46; margin: 0; }
</style>
</head>
<body>
<main role="main">
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(message)}</p>
</main>
${isSuccess ? `<script>${CLOSE_SCRIPT}</script>` : ''}
</body>
</html>`;
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${CLOSE_SCRIPT_HASH}'`,
    },
  };
}
