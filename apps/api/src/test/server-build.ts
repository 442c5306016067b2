// vitest global set-up: builds the server once per run (apps/api/build.ts, as `npm run build`
// does) for the tests that start it as a process of its own (runtime/, live.test.ts):
//   startServerProcess({ dist: inject('serverBuild'), env, startTimeoutMs })
// Started from source through tsx, each such process spent 1-2 s of CPU compiling and resolving
// before its first answer (3.0-4.1 s against 1.8 s from the build, measured); the build takes
// under a second, once.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory holding this run's server.js and cli.js. */
    serverBuild: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../../..');

export default async function buildServer(project: TestProject) {
  // Inside apps/api, so that the bundle's imports resolve to apps/api's own node_modules first.
  const dist = path.join(root, 'apps/api/.tmp', `server-build-${process.pid}`);
  await promisify(execFile)(process.execPath, ['apps/api/build.ts', '--outdir', dist], {
    cwd: root,
  });
  project.provide('serverBuild', dist);
  return () => rm(dist, { recursive: true, force: true });
}
