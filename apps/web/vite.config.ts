import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './precompress.ts';

/** The Kiln server; the built app is served by it on the same origin. Override with KILN_API_URL. */
const apiTarget = process.env.KILN_API_URL ?? 'http://localhost:3000';

/**
 * better-auth refuses POSTs whose Origin is not trusted. In dev the page lives on the Vite origin,
 * so the proxy presents the server's own origin, as the same-origin production setup does.
 */
const toServer: ProxyOptions = {
  target: apiTarget,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', apiTarget);
    });
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': toServer,
      '/users': toServer,
      '/projects': {
        ...toServer,
        // `/projects` is also a page of this app: only the API's POSTs go to the server.
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined,
      },
      '/git': toServer,
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true, rewriteWsOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the other libraries change far less often than the app: cache them apart.
        // Measured (issue 14 §4, docs/decisions.md): splitting every library by the entries that use
        // it left the workspace 18 requests of which each paid ~640 bytes of headers and compressed
        // alone; one chunk of the libraries every page needs at start, one of Kiln's own UI kit, and
        // the rest split by entry brought it from 310 KB in 18 files to ~288 KB in 7, and the home
        // page from 13 files to 5 at the same weight.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            {
              name: 'codemirror',
              test: /node_modules[\\/](@codemirror|@uiw|@lezer|codemirror|@marijn|style-mod|w3c-keyname|crelt)[\\/]/,
              priority: 15,
            },
            // What the home page and the workspace both run at start: routing, data, the contracts'
            // zod, toasts, Radix and its positioning, icons, class names.
            {
              name: 'vendor-core',
              test: new RegExp(
                `node_modules[\\\\/](${[
                  'react-router',
                  '@tanstack[\\\\/](query-core|react-query)',
                  'zod',
                  'sonner',
                  '@radix-ui',
                  '@floating-ui',
                  'lucide-react',
                  'tailwind-merge',
                  'clsx',
                  'class-variance-authority',
                  'react-remove-scroll',
                  'react-remove-scroll-bar',
                  'react-style-singleton',
                  'aria-hidden',
                  'use-callback-ref',
                  'use-sidecar',
                  'tslib',
                  'get-nonce',
                  'detect-node-es',
                ].join('|')})[\\\\/]`,
              ),
              priority: 12,
            },
            // Everything else (sockets, panels, virtual lists, Markdown, dropzone, confetti) goes with
            // the entries that use it, so a dialog's library stays with the dialog.
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, entriesAware: true },
            // Kiln's UI kit, used everywhere, as one file; the resizable panels are the workspace's own.
            { name: 'ui', test: /src[\\/](components[\\/]ui[\\/](?!resizable)|lib[\\/])/, priority: 5 },
          ],
        },
      },
    },
  },
});
