import { describe, expect, it } from 'vitest';
import { describeLogic } from '../../../src/tooling/trace/describeLogic.ts';

describe('describeLogic', () => {
  it('reads conditions as people write them: infix, named rules and named constants by name', () => {
    expect(describeLogic({ '==': [{ var: 'approval.status' }, 3] })).toBe('approval.status == 3');
    expect(describeLogic({ '==': [{ rule: 'nextStep' }, 'register'] })).toBe('nextStep == "register"');
    expect(describeLogic({ '==': [{ var: 'eticket.result.validationResult' }, { const: 'EticketResult.Valid' }] })).toBe(
      'eticket.result.validationResult == EticketResult.Valid',
    );
    expect(describeLogic({ and: [{ var: 'a' }, { '!': { var: 'b' } }] })).toBe('a && !b');
  });

  it('cuts a long condition with an ellipsis', () => {
    const text = describeLogic({ cat: ['x'.repeat(100)] }, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });
});
