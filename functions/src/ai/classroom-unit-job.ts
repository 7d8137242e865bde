// The `classroomUnit` task's job: a unit (title, big ideas, essential questions, summative
// assessment) for a classroom's real meetings, and the standards it addresses, chosen only
// from the candidates given (the team's standards, each marked whether the classroom's
// scheduled units leave it untaught this year). The model names standards by code; codes that
// are not candidates are dropped and counted, never shown as real. The review lists the
// candidates by relevance to the topic and the drafted unit, then gaps first.
import {
  UnitSchema,
  type ClassroomUnitDraft,
  type DraftLessonSlot,
  type DraftUnitFields,
  type DraftUnitStandard,
} from '@lesson-planner/shared-contracts/planning';
import { toSingleLine, type Locale } from '@lesson-planner/shared-contracts/rules';
import { z } from '@lesson-planner/shared-contracts/schema';
import type { DraftJob } from './draft-job';
import type { DraftStandard } from './draft-provider';
import { parsePart, parseReply } from './json-reply';
import { OFFLINE_CLASSROOM_UNIT_PHRASES } from './offline-classroom-unit-phrases';
import { OUTPUT_TOKENS_OVERHEAD } from './output-budget';
import { jsonReplySystem, LANGUAGE_NAMES, taskMessage } from './prompt';
import { mostRelevant, rankByRelevance } from './topic-relevance';

/** How many standards a drafted unit addresses at most. */
export const MAX_UNIT_STANDARDS = 6;
/** Offline, the unit takes at most this many standards, the most relevant to its topic. */
const OFFLINE_STANDARD_COUNT = 3;

export type CandidateStandard = DraftStandard & { gap: boolean };

export interface ClassroomUnitDraftInput {
  draftId: string;
  language: Locale;
  topic: string;
  classroom: { name: string; subject: string; grade: string };
  /** The team's standards the unit may address, the classroom's own first. */
  candidates: CandidateStandard[];
  /** The lessons' meetings, in order. */
  slots: DraftLessonSlot[];
  instructions: string;
}

/** The unit's fields as UnitSchema takes them (Accept writes them into a unit), never empty. */
const UnitReplySchema = z.object({
  title: UnitSchema.shape.title,
  bigIdeas: UnitSchema.shape.bigIdeas.unwrap().min(1).max(6),
  essentialQuestions: UnitSchema.shape.essentialQuestions.unwrap().min(1).max(6),
  summativeAssessment: UnitSchema.shape.summativeAssessment.unwrap().min(1),
  standards: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
type UnitReply = z.output<typeof UnitReplySchema>;

const UNIT_SHAPE = `{
  "title": string,
  "bigIdeas": string[],
  "essentialQuestions": string[],
  "summativeAssessment": string,
  "standards": string[]
}`;

export function classroomUnitDraftJob(
  input: ClassroomUnitDraftInput,
): DraftJob<ClassroomUnitDraft, DraftUnitFields> {
  const draft = (reply: UnitReply): ClassroomUnitDraft => toDraft(reply, input);
  return {
    task: 'classroomUnit',
    prompt: {
      system: jsonReplySystem(
        'You are an experienced teacher helping a colleague plan a unit of study for one classroom.',
        UNIT_SHAPE,
        input.language,
        [
          `- In "standards", list 2 to ${MAX_UNIT_STANDARDS} codes copied exactly from the data's "standards"; prefer those with "gap": true (not yet taught this year).`,
          '- Big ideas are enduring understandings; essential questions are open and thought-provoking.',
          '- The summative assessment fits the number of lessons and their minutes.',
        ],
      ),
      user: taskMessage(
        `Task: plan a unit on the data's "topic" for the data's "classroom", in ${LANGUAGE_NAMES[input.language]}, taught in ${input.slots.length} lessons of the minutes in "lessonMinutes".`,
        {
          topic: input.topic,
          classroom: input.classroom,
          lessonMinutes: input.slots.map((slot) => slot.minutes),
          standards: input.candidates.map(({ code, strand, description, gap }) => ({
            code,
            strand,
            description,
            gap,
          })),
        },
        input.instructions,
      ),
    },
    outputTokens: OUTPUT_TOKENS_OVERHEAD + 2_000,
    parse: (text) => draft(parseReply(text, UnitReplySchema)),
    completeParts: (text) => {
      const reply = parsePart(text.trim(), UnitReplySchema);
      return reply ? [draft(reply).unit] : [];
    },
    parts: (output) => [output.unit],
    replySchema: UnitReplySchema,
    offlineDraft: () => draft(offlineReply(input)),
    toReply: (output): UnitReply => ({
      ...output.unit,
      standards: output.standards.filter((standard) => standard.chosen).map(({ code }) => code),
    }),
  };
}

/**
 * The reply as the review shows it: every candidate, marked chosen when the model cited it,
 * the most relevant to the topic and the drafted unit first.
 */
function toDraft(reply: UnitReply, input: ClassroomUnitDraftInput): ClassroomUnitDraft {
  const byCode = new Map(input.candidates.map((candidate) => [candidate.code, candidate]));
  const chosen = new Set<string>();
  let dropped = 0;
  for (const code of reply.standards) {
    if (!byCode.has(code)) dropped += 1;
    else if (chosen.size < MAX_UNIT_STANDARDS) chosen.add(code);
  }
  const ranked = rankByRelevance(input.candidates, {
    topic: input.topic,
    ideas: [reply.title, ...reply.bigIdeas],
  });
  const standards: DraftUnitStandard[] = ranked.map(({ standard: candidate }) => ({
    frameworkId: candidate.frameworkId,
    standardId: candidate.standardId,
    code: candidate.code,
    description: candidate.description,
    gap: candidate.gap,
    chosen: chosen.has(candidate.code),
  }));
  return {
    draftId: input.draftId,
    unit: {
      title: reply.title,
      bigIdeas: reply.bigIdeas,
      essentialQuestions: reply.essentialQuestions,
      summativeAssessment: reply.summativeAssessment,
    },
    standards,
    slots: input.slots,
    droppedStandardCount: dropped,
  };
}

/**
 * Deterministic: the topic woven into template sentences; as its standards, those nearest the
 * topic (or, when none shares a word with it, the first gaps).
 */
function offlineReply(input: ClassroomUnitDraftInput): UnitReply {
  const phrases = OFFLINE_CLASSROOM_UNIT_PHRASES[input.language];
  // The title is the topic's first line: a unit title stays on one line (UnitSchema).
  const topic = toSingleLine(input.topic, 120);
  const ranked = rankByRelevance(input.candidates, { topic: input.topic });
  return {
    title: topic,
    bigIdeas: phrases.bigIdeas(topic),
    essentialQuestions: phrases.essentialQuestions(topic),
    summativeAssessment: phrases.summativeAssessment(topic, input.slots.length),
    standards: mostRelevant(ranked, OFFLINE_STANDARD_COUNT).map((candidate) => candidate.code),
  };
}
