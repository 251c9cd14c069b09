import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { contentDates } from './scripts/content-dates.ts';
import { islands } from './scripts/islands-plugin.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

export default defineConfig({
  plugins: [tailwindcss(), contentDates(), islands(), serviceWorker(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
