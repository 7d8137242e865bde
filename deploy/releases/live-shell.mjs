// What the shell running in an environment provides, read from its own MF manifest: the
// gate judges a release against the shell users actually have, not against this checkout.
import { shellProvides } from './compatibility.mjs';

export async function liveShell(environment) {
  const url = `${environment.shell.replace(/\/$/, '')}/mf-manifest.json`;
  let response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new Error(
      `cannot read the live shell's manifest ${url}: ${error.cause?.message ?? error.message}`,
      { cause: error },
    );
  }
  if (!response.ok)
    throw new Error(`cannot read the live shell's manifest ${url}: HTTP ${response.status}`);
  return shellProvides(await response.json());
}
