import type { Config } from '@react-router/dev/config';
import { compileServer } from './scripts/build-server';

export default {
  appDirectory: 'app',
  ssr: true,
  // The server compiled to JavaScript beside the pages (build/node/, scripts/build-server.ts).
  buildEnd: () => compileServer(),
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
