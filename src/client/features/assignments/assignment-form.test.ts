import { beforeAll, describe, expect, it } from 'vitest';
import { schemasReady } from '@client/lib/lazy-schema';
import { assignmentMessages, gradingMessages } from '@shared/messages/assignments';
import type { Assignment } from '@shared/schemas/assignments';
import { changedFields, emptyForm, formFromAssignment, readForm } from './assignment-form';

// The form's schema loads lazily (ADR 050), as it does on the page before a submit.
beforeAll(() => schemasReady());

const stored: Assignment = {
  id: 'a1',
  classId: 'c1',
  assignmentName: 'Essay',
  description: null,
  assignmentDate: '2026-03-02',
  dueDate: null,
  category: null,
  status: 'completed',
  gradePercentage: 90,
  earnedPoints: 45,
  maxPoints: 50,
  createdAt: '2026-03-02T10:00:00.000Z',
};

describe('assignment form', () => {
  it('does nothing for a blank name', () => {
    expect(readForm({ ...emptyForm('2026-03-02'), assignmentName: '   ' })).toEqual({ kind: 'blank' });
  });

  it('sends the points and the computed percentage, and no due date, for a completed assignment', () => {
    const result = readForm({
      ...emptyForm('2026-03-02'),
      assignmentName: ' Quiz ',
      dueDate: '2026-03-09',
      gradePercentage: '10',
      earnedPoints: '17.5',
      maxPoints: '20',
    });
    expect(result).toEqual({
      kind: 'ok',
      payload: {
        assignmentName: 'Quiz',
        description: null,
        assignmentDate: '2026-03-02',
        status: 'completed',
        dueDate: null,
        gradePercentage: 87.5,
        earnedPoints: 17.5,
        maxPoints: 20,
        category: null,
      },
    });
  });

  it('sends the chosen category, and a changed category in an edit', () => {
    const result = readForm({ ...emptyForm('2026-03-02'), assignmentName: 'Quiz', category: 'Tests' });
    expect(result).toMatchObject({ kind: 'ok', payload: { category: 'Tests' } });
    const moved = readForm({ ...formFromAssignment(stored), category: 'Tests' });
    expect(moved.kind === 'ok' && changedFields(stored, moved.payload)).toEqual({ category: 'Tests' });
  });

  it('drops grade inputs that do not apply and keeps the due date for work in progress', () => {
    const result = readForm({
      ...emptyForm('2026-03-02'),
      assignmentName: 'Quiz',
      status: 'work_in_progress',
      dueDate: '2026-03-09',
      gradePercentage: '95',
    });
    expect(result).toMatchObject({
      kind: 'ok',
      payload: {
        status: 'work_in_progress',
        dueDate: '2026-03-09',
        gradePercentage: null,
        earnedPoints: null,
        maxPoints: null,
      },
    });
  });

  it('shows the rule broken next to its field', () => {
    const base = { ...emptyForm('2026-03-02'), assignmentName: 'Quiz' };
    expect(readForm({ ...base, gradePercentage: '101' })).toEqual({
      kind: 'invalid',
      errors: { gradePercentage: assignmentMessages.percentage },
    });
    expect(readForm({ ...base, earnedPoints: '12', maxPoints: '10' })).toEqual({
      kind: 'invalid',
      errors: { earnedPoints: gradingMessages.earnedAboveMax },
    });
    expect(readForm({ ...base, earnedPoints: '12' })).toEqual({
      kind: 'invalid',
      errors: { maxPoints: gradingMessages.bothPoints },
    });
    expect(readForm({ ...base, assignmentDate: '' })).toEqual({
      kind: 'invalid',
      errors: { assignmentDate: assignmentMessages.startDateRequired },
    });
  });

  it('sends only what changed when editing, a grade as a whole', () => {
    const same = readForm(formFromAssignment(stored));
    expect(same.kind === 'ok' && changedFields(stored, same.payload)).toEqual({});

    const renamed = readForm({ ...formFromAssignment(stored), assignmentName: 'Essay 2' });
    expect(renamed.kind === 'ok' && changedFields(stored, renamed.payload)).toEqual({
      assignmentName: 'Essay 2',
    });

    const toPercent = readForm({
      ...formFromAssignment(stored),
      earnedPoints: '',
      maxPoints: '',
      gradePercentage: '88',
    });
    expect(toPercent.kind === 'ok' && changedFields(stored, toPercent.payload)).toEqual({
      gradePercentage: 88,
      earnedPoints: null,
      maxPoints: null,
    });

    const reopened = readForm({
      ...formFromAssignment(stored),
      status: 'work_in_progress',
      dueDate: '2026-03-10',
    });
    expect(reopened.kind === 'ok' && changedFields(stored, reopened.payload)).toEqual({
      status: 'work_in_progress',
      dueDate: '2026-03-10',
      gradePercentage: null,
      earnedPoints: null,
      maxPoints: null,
    });
  });
});
