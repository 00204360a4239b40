import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { releaseStamp } from './plugins/release-stamp';

export default defineConfig({
  plugins: [react(), releaseStamp('Neap 2.4')],
});
