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
        // React and the other libraries change far less often than the app: cache them apart. Each
        // group is split by the entries (the app and its lazy chunks) that use its modules, so a
        // library only the code explorer needs (CodeMirror) or only a settings dialog needs stays
        // out of what the workspace loads before its composer works (issue 14 §4).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            {
              name: 'codemirror',
              test: /node_modules[\\/](@codemirror|@uiw|@lezer|codemirror|@marijn|style-mod|w3c-keyname|crelt)[\\/]/,
              priority: 15,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, entriesAware: true },
          ],
        },
      },
    },
  },
});
