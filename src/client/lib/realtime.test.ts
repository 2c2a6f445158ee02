import { describe, expect, it } from 'vitest';
import { parseChange } from './realtime';

describe('parseChange', () => {
  it('reads the kinds and the child a change names', () => {
    expect(parseChange('{"kinds":["tasks","xp"],"studentId":"s1"}')).toEqual({
      kinds: ['tasks', 'xp'],
      studentId: 's1',
    });
  });

  it('reads a family-wide change (no child)', () => {
    expect(parseChange('{"kinds":["classes"]}')).toEqual({ kinds: ['classes'] });
  });

  it('drops kinds this build does not know and ignores malformed data', () => {
    expect(parseChange('{"kinds":["tasks","future-kind"]}')).toEqual({ kinds: ['tasks'] });
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('{"kinds":"tasks"}')).toBeNull();
  });
});
