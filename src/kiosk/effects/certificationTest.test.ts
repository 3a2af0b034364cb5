import { describe, expect, it } from 'vitest';
import { CertificationTest } from '../../api/schemas/certified.ts';
import { CERTIFICATION_TESTS } from '../../sim/data/certified.ts';
import { answerTestQuestionEffect, questionNodes, scoreTest, startCertificationTestEffect, testMessage } from './certificationTest.ts';

const test = CertificationTest.parse(CERTIFICATION_TESTS[0]);
const answer = (id: string, index: string) => ({ id, fieldDefinitionId: id, value: [index], fieldDefinitionType: 2 });

describe('the certification test (site-operations §3 "Question score", §4 "Test flow", §5)', () => {
  it('asks each question as a required choice whose value is the option index', () => {
    const [first] = questionNodes(test);
    expect(first?.metadata).toMatchObject({ questionId: 'q-speed', type: 2, isRequired: true });
    expect(first?.metadata.translatedSelectOptions).toEqual([
      { key: '25 km/h', value: '0' },
      { key: '10 km/h', value: '1' },
      { key: '5 km/h', value: '2' },
    ]);
  });

  it('keeps the options when a parsed test is parsed again (the flow keeps the parsed test in its context)', () => {
    expect(CertificationTest.parse(test).questions[0]?.translatedAnswerOptions).toEqual(test.questions[0]?.translatedAnswerOptions);
    expect(questionNodes(CertificationTest.parse(test))[0]?.metadata.translatedSelectOptions?.[1]).toEqual({ key: '10 km/h', value: '1' });
  });

  it('passes when the correct answers reach requiredScore, and fails one short', () => {
    expect(scoreTest(test, { 'q-speed': answer('q-speed', '1'), 'q-forks': answer('q-forks', '2') })).toMatchObject({ correct: 2, total: 2, passed: true });
    const failed = scoreTest(test, { 'q-speed': answer('q-speed', '0'), 'q-forks': answer('q-forks', '2') });
    expect(failed).toMatchObject({ correct: 1, passed: false });
    expect(failed.questionScores[0]).toEqual({ questionId: 'q-speed', selectedAnswerIndex: 0, isCorrectAnswer: false });
  });

  it('fills the expiry-date placeholder as DD/MM/YYYY, and leaves it out without a date', () => {
    expect(testMessage(test, true, '2027-11-25T00:00:00')).toBe('Well done: your forklift certification is valid until 25/11/2027.');
    expect(testMessage(test, true, null)).toBe('Well done: your forklift certification is valid until .');
    expect(testMessage(test, false, '2027-11-25T00:00:00')).toBe(test.failMessage);
  });

  it('scores the test once the last question is answered', () => {
    let context = startCertificationTestEffect.resolve({}, { context: { certificationTest: { test: CERTIFICATION_TESTS[0] } }, at: 0 }).context!;
    context = answerTestQuestionEffect.resolve({ answer: answer('q-speed', '1') }, { context, at: 0 }).context!;
    expect((context.certificationTest as { result: unknown }).result).toBeNull();
    context = answerTestQuestionEffect.resolve({ answer: answer('q-forks', '2') }, { context, at: 0 }).context!;
    expect((context.certificationTest as { result: unknown }).result).toMatchObject({ correct: 2, passed: true });
  });
});
