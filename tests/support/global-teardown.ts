/** Jest global teardown: drops the run's database. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__TEST_DB__?.drop();
}
