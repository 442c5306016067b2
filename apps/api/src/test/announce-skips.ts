// vitest global set-up: says at the start of a run which tests will not run on this machine and
// why, instead of letting them vanish from the count. `.ci/run` sets everything (and
// REQUIRE_POSTGRES=1 makes the missing pieces an error there).
export default function announceSkips() {
  const missing = [
    !process.env.TEST_DATABASE_URL &&
      'TEST_DATABASE_URL is not set: the PostgreSQL half of the API tests, the concurrency, fault and multi-process tests are skipped (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)',
    !process.env.TEST_REDIS_URL &&
      'TEST_REDIS_URL is not set: the tests of limits shared through Redis are skipped (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379)',
  ].filter(Boolean);
  for (const line of missing) console.warn(`\n*** ${line}\n`);
}
