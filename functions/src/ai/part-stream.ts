// Reports parts (lessons, steps…) to onPart as a streamed reply grows: each part once, in
// order, as soon as it is complete, and the rest from the final parse (so nothing is missed
// or repeated).
import type { DraftJob } from './draft-job';
import type { DraftOptions } from './draft-provider';

export interface PartStream<Output> {
  /** The whole reply text so far. */
  update(text: string): void;
  /** The validated final draft; reports the parts not reported yet. */
  finish(output: Output): void;
}

export function partStream<Output extends object, Part>(
  job: Pick<DraftJob<Output, Part>, 'completeParts' | 'parts'>,
  onPart: DraftOptions<Part>['onPart'],
): PartStream<Output> {
  let reported = 0;
  let scannedUpTo = 0;

  const report = (parts: Part[]) => {
    for (let index = reported; index < parts.length; index++) {
      onPart?.(parts[index] as Part, index);
    }
    reported = Math.max(reported, parts.length);
  };

  return {
    update(text) {
      if (!onPart) return;
      // A part can only have completed if a "}" arrived since the last scan.
      const grown = text.slice(scannedUpTo);
      scannedUpTo = text.length;
      if (!grown.includes('}')) return;
      report(job.completeParts(text));
    },
    finish(output) {
      report(job.parts(output));
    },
  };
}
