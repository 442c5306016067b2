// structure.sql is what the migrations make: a migration added without regenerating it fails
// here, with the command that fixes it.
import { expect, it } from 'vitest';
import { currentStructure, savedStructure } from './structure.ts';

it('structure.sql matches the migrated database (else run `npm run db:structure`)', async () => {
  expect(await currentStructure(), 'run `npm run db:structure` and commit structure.sql').toBe(
    await savedStructure(),
  );
}, 60_000);
