import { z } from 'zod';
import { REMOTE_NAMES } from '@lesson-planner/shared-contracts/federation';

/**
 * The release registry of one environment: per remote, the version everyone loads, the
 * canary a share of users loads instead, and the earlier live versions a rollback returns
 * to. `npm run promote` and `npm run rollback` are its only writers (deploy/releases).
 */
const version = z.string().regex(/^[0-9A-Za-z.-]{1,80}$/);

export const remoteReleaseStateSchema = z.object({
  /** Where this remote's releases are hosted: `<url>/<version>/mf-manifest.json`. */
  url: z.url(),
  live: version.nullable(),
  canary: z.object({ version, percent: z.number().int().min(1).max(99) }).nullable(),
  /** Earlier live versions, oldest first: a rollback makes the last one live again. */
  previous: z.array(version),
});

export const releaseRegistrySchema = z.object({
  environment: z.string(),
  updatedAt: z.string(),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), remoteReleaseStateSchema),
});

export type RemoteReleaseState = z.infer<typeof remoteReleaseStateSchema>;
export type ReleaseRegistry = z.infer<typeof releaseRegistrySchema>;

export const releaseManifestUrl = (state: Pick<RemoteReleaseState, 'url'>, release: string) =>
  `${state.url.replace(/\/$/, '')}/${release}/mf-manifest.json`;
