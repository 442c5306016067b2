// Runs after `npm install`/`npm ci`: the Node binary that the `node` package fetched for this
// platform (outside package-lock.json) must be the one recorded in tools/node-runtime.json, or
// the install fails. Plain JavaScript: it runs on whatever Node ran npm.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'tools/node-runtime.json'), 'utf8'));
const binary = realpathSync(path.join(root, 'node_modules/node/bin/node'));
const platform = `${process.platform}-${process.arch}`;

const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
if (version !== `v${pinned.version}`) {
  throw new Error(
    `node_modules/node runs ${version}, tools/node-runtime.json pins v${pinned.version}`,
  );
}
const expected = pinned.sha256[platform];
if (!expected) {
  console.warn(`Node ${version} for ${platform}: no recorded hash for this platform, not checked.`);
} else {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(binary)) hash.update(chunk);
  const actual = hash.digest('hex');
  if (actual !== expected) {
    throw new Error(`The Node binary for ${platform} has sha256 ${actual}, expected ${expected}`);
  }
}
