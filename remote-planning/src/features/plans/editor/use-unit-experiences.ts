import { useEffect, useState } from 'react';
import { durationMinutes, type Unit } from '@lesson-planner/shared-contracts/planning';
import { listExperiencesOfUnit } from '../../../api/experience-reads';

export interface ExperienceChoice {
  id: string;
  title: string;
  minutes: number;
}

// One read per unit for all the lessons opened while its plan is open (forgotten when the editor
// closes: a visit to another page may link new experiences). A failed read offers no experiences
// (the activities can still be typed by hand) and is tried again when a lesson opens next.
const reads = new Map<string, Promise<ExperienceChoice[]>>();
/** What a read found: a lesson opened after it starts with it, drawn once, not twice. */
const found = new Map<string, ExperienceChoice[]>();
const NONE: ExperienceChoice[] = [];

function readChoices(unit: Pick<Unit, 'id' | 'teamId'>): Promise<ExperienceChoice[]> {
  let read = reads.get(unit.id);
  if (!read) {
    read = listExperiencesOfUnit(unit).then(
      (experiences) => {
        const choices = experiences.map(({ id, title, duration }) => ({
          id,
          title,
          minutes: durationMinutes(duration),
        }));
        found.set(unit.id, choices);
        return choices;
      },
      () => {
        reads.delete(unit.id);
        return NONE;
      },
    );
    reads.set(unit.id, read);
  }
  return read;
}

/** The experiences linked to the unit, offered as activities of its lessons. */
export function useUnitExperiences(unit: Pick<Unit, 'id' | 'teamId'>): ExperienceChoice[] {
  const [choices, setChoices] = useState(() => found.get(unit.id) ?? NONE);
  useEffect(() => {
    let current = true;
    void readChoices(unit).then((read) => {
      if (current) setChoices(read);
    });
    return () => {
      current = false;
    };
  }, [unit]);
  return choices;
}

/** The editor closes: the next visit reads the unit's experiences again. */
export function forgetUnitExperiences(unitId: string) {
  reads.delete(unitId);
  found.delete(unitId);
}
