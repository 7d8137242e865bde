export default async function globalTeardown() {
  await globalThis.__composition?.stop();
}
