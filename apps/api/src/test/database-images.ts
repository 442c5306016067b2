// vitest global set-up: makes the migrated, empty databases every API test file starts from,
// once per run, instead of migrating one per file (53 migrations: about 0.4 s on PostgreSQL, and
// 1.3 s of initdb before them on PGlite):
// - a PGlite data directory image under .tmp (harness.ts opens each embedded database from it);
// - when TEST_DATABASE_URL is set, a PostgreSQL template database that each file's database is
//   created from (CREATE DATABASE ... TEMPLATE, a file copy).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createPostgresDatabase } from './postgres-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory image. */
    pgliteImage: string;
    /** Name of the migrated PostgreSQL template database ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

async function makePgliteImage(): Promise<{ file: string; remove(): Promise<void> }> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database);
    const file = path.resolve('.tmp', `pglite-image-${process.pid}.tar`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await (await database.image!()).arrayBuffer()));
    return { file, remove: () => rm(file, { force: true }) };
  } finally {
    await database.close();
  }
}

async function makePostgresTemplate(url: string) {
  const template = await createPostgresDatabase(url, 'template');
  const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
  try {
    await migrate(database);
  } finally {
    // A template database copies only while nobody is connected to it.
    await database.close();
  }
  return template;
}

export default async function makeDatabaseImages(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const [image, template] = await Promise.all([
    makePgliteImage(),
    postgresUrl ? makePostgresTemplate(postgresUrl) : undefined,
  ]);
  project.provide('pgliteImage', image.file);
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    await image.remove();
    await template?.drop();
  };
}
