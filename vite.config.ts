import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createLogger, defineConfig } from 'vite';
import { contentDates } from './scripts/content-dates.ts';
import { islands } from './scripts/islands-plugin.ts';
import { serverModulesOutside } from './scripts/server-modules-plugin.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

/**
 * Vite's logger, less one deprecation notice that is not ours: @react-router/dev 7.18 starts its
 * child compiler with `envFile: false`, and Vite 8 says at each start of it that the option is
 * deprecated (three times a build). This config sets no `envFile`; every other warning is kept.
 */
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes('The `envFile` option is deprecated')) return;
  warn(message, options);
};

export default defineConfig({
  customLogger: logger,
  plugins: [tailwindcss(), contentDates(), islands(), serviceWorker(), serverModulesOutside(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Rolldown's [PLUGIN_TIMINGS] notes that a plugin took much of the build's time (Tailwind and
    // React Router's, on a busy two-core machine): not a fault, and it read like an error at first start.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
