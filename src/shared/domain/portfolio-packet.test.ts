import { describe, expect, it } from 'vitest';
import { bySubject, MAX_PACKET_SAMPLES, packetSelection, type PickableSample } from './portfolio-packet';

const sample = (id: string, date: string, subject: string | null, starred = false): PickableSample => ({
  id,
  date,
  subject,
  starred,
});

const SAMPLES = [
  sample('m1', '2026-09-01', 'Math'),
  sample('m2', '2026-09-20', 'Math', true),
  sample('m3', '2026-10-05', 'Math'),
  sample('m4', '2026-11-11', 'Math'),
  sample('a1', '2026-09-03', 'Art', true),
  sample('n1', '2026-09-04', null),
  sample('n2', '2026-09-05', '  '),
];

const ids = (groups: { subject: string; samples: PickableSample[] }[]) =>
  groups.map((g) => [g.subject, g.samples.map((s) => s.id)]);

describe('bySubject', () => {
  it('groups by subject name, those without one last, each oldest first', () => {
    expect(ids(bySubject(SAMPLES, 'Other'))).toEqual([
      ['Art', ['a1']],
      ['Math', ['m1', 'm2', 'm3', 'm4']],
      ['Other', ['n1', 'n2']],
    ]);
  });

  it('keeps at most N of each subject, the starred then the newest, and counts the others', () => {
    const groups = bySubject(SAMPLES, 'Other', 2);
    expect(ids(groups)).toEqual([
      ['Art', ['a1']],
      ['Math', ['m2', 'm4']],
      ['Other', ['n1', 'n2']],
    ]);
    expect(groups.map((g) => g.leftOut)).toEqual([0, 2, 0]);
  });
});

describe('packetSelection', () => {
  it('takes every starred sample', () => {
    const picked = packetSelection(SAMPLES, 'starred', 3, 'Other');
    expect(ids(picked.groups)).toEqual([
      ['Art', ['a1']],
      ['Math', ['m2']],
    ]);
    expect(picked).toMatchObject({ count: 2, leftOut: 0 });
  });

  it('takes N per subject, the starred first', () => {
    const picked = packetSelection(SAMPLES, 'per-subject', 1, 'Other');
    expect(ids(picked.groups)).toEqual([
      ['Art', ['a1']],
      ['Math', ['m2']],
      ['Other', ['n2']],
    ]);
    expect(picked.count).toBe(3);
  });

  it('is empty when nothing is starred', () => {
    const picked = packetSelection(
      SAMPLES.map((s) => ({ ...s, starred: false })),
      'starred',
      3,
      'Other',
    );
    expect(picked).toEqual({ groups: [], count: 0, leftOut: 0 });
  });

  it('holds at most MAX_PACKET_SAMPLES, the newest starred ones', () => {
    const many = Array.from({ length: MAX_PACKET_SAMPLES + 5 }, (_, i) =>
      sample(`s${String(i).padStart(3, '0')}`, `2026-01-01`, `Subject ${i % 7}`, true),
    );
    many.push(sample('newest', '2026-12-31', 'Subject 0', true));
    const picked = packetSelection(many, 'starred', 3, 'Other');
    expect(picked.count).toBe(MAX_PACKET_SAMPLES);
    expect(picked.leftOut).toBe(6);
    expect(picked.groups.flatMap((g) => g.samples).some((s) => s.id === 'newest')).toBe(true);
  });
});
