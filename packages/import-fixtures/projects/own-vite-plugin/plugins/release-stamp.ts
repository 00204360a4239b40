import type { Plugin } from 'vite';

/**
 * A project's own Vite plugin, as teams write them: the release name replaced in the source, and a
 * banner and a meta tag added to the page. Kiln's fast builder does not run it: the project's own
 * `vite build` does.
 */
export function releaseStamp(release: string): Plugin {
  return {
    name: 'release-stamp',
    transform(code, id) {
      if (!id.endsWith('.tsx')) return null;
      return code.replaceAll('__RELEASE_NAME__', release);
    },
    transformIndexHtml(html) {
      return html
        .replace('</head>', `  <meta name="release" content="${release}" />\n  </head>`)
        .replace('<body>', `<body>\n    <div class="release-banner">Release ${release}</div>`);
    },
  };
}
