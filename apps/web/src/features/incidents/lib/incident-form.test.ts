import { incidentReportSchema } from '@cic/contract/incidents/incident-report';
import { describe, expect, it } from 'vitest';
import { incidentErrors, incidentFields, incidentForm } from './incident-form';

const childId = '6c1f7d0e-2b1a-4a8e-9a55-0d7c3b1e2f40';

describe('the incident form', () => {
  it('starts at now in Kuala Lumpur, the day as typed dd/MM/yyyy', () => {
    const form = incidentForm(undefined, new Date('2026-11-30T17:05:00Z'));
    expect([form.day, form.clock]).toEqual(['01/12/2026', '01:05']);
  });

  it('sends the day and clock as an instant with the offset, empty optional texts left out', () => {
    const form = {
      ...incidentForm(undefined, new Date('2026-11-30T02:00:00Z')),
      kind: 'ACCIDENT' as const,
      place: 'Playground',
      whatHappened: 'Slipped',
      firstAid: 'Cold compress',
      bodyParts: ['KNEE' as const],
    };
    const fields = incidentFields(form);
    expect(fields.occurredAt).toBe('2026-11-30T10:00:00+08:00');
    expect(fields).not.toHaveProperty('injury');
    expect(incidentReportSchema.safeParse({ childId, ...fields }).success).toBe(true);
  });

  it('puts each refusal under its field, the time under the day', () => {
    const form = { ...incidentForm(), day: '31/02/2026' };
    const checked = incidentReportSchema.safeParse({ childId, ...incidentFields(form) });
    expect(checked.success).toBe(false);
    const errors = incidentErrors(checked.error?.issues ?? []);
    expect(Object.keys(errors).sort()).toEqual(['day', 'firstAid', 'kind', 'place', 'whatHappened']);
    expect(errors.place).toBe('incidents.place');
  });

  it('restates a report for its correction, the time in Kuala Lumpur', () => {
    const form = incidentForm({
      kind: 'ILLNESS',
      occurredAt: '2026-11-30T01:30:00.000Z',
      place: 'Class 2',
      whatHappened: 'Fever',
      bodyParts: [],
      firstAid: 'Rested',
      photoIds: [childId],
    });
    expect([form.kind, form.day, form.clock, form.photoIds]).toEqual([
      'ILLNESS',
      '30/11/2026',
      '09:30',
      [childId],
    ]);
  });
});
