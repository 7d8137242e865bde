import { useEffect, useState } from 'react';
import { durationMinutes, type Unit } from '@lesson-planner/shared-contracts/planning';
import { listExperiencesOfUnit } from '../../api/experience-reads';

export interface ExperienceChoice {
  id: string;
  title: string;
  minutes: number;
}

// One read per unit for all its lesson cards; a failed read offers no experiences (the
// activities can still be typed by hand) and is tried again on the next page visit.
const reads = new Map<string, Promise<ExperienceChoice[]>>();

function readChoices(unit: Pick<Unit, 'id' | 'teamId'>): Promise<ExperienceChoice[]> {
  let read = reads.get(unit.id);
  if (!read) {
    read = listExperiencesOfUnit(unit).then(
      (experiences) =>
        experiences.map(({ id, title, duration }) => ({
          id,
          title,
          minutes: durationMinutes(duration),
        })),
      () => {
        reads.delete(unit.id);
        return [];
      },
    );
    reads.set(unit.id, read);
  }
  return read;
}

/** The experiences linked to the unit, offered as activities of its lessons. */
export function useUnitExperiences(unit: Pick<Unit, 'id' | 'teamId'>): ExperienceChoice[] {
  const [choices, setChoices] = useState<ExperienceChoice[]>([]);
  useEffect(() => {
    let current = true;
    void readChoices(unit).then((found) => {
      if (current) setChoices(found);
    });
    return () => {
      current = false;
      // A visit to another page may link new experiences: read again next time.
      reads.delete(unit.id);
    };
  }, [unit]);
  return choices;
}
