import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldTypeCodes } from './fieldTypes.ts';
import { createNode } from '../../../widgets/testing/createNode.ts';
import { answerFor, answerQuestion, currentNode, feedbackIdsOf, isShown, previousQuestion, refuseAnswer, serverCheckOf, startQuestionary } from './model.ts';

/** The questionary model of core spec §3 "Questionary state": paging, skipped answers, feedback ids, server checks. */
const name = createNode({ type: fieldTypeCodes.TextField, questionId: 'qName' }, { id: 'n1' });
const video = createNode({ type: fieldTypeCodes.VideoField, questionId: 'qVideo', feedbackId: 'fb-video' }, { id: 'v' });
const phone = createNode({ type: fieldTypeCodes.PhoneNumber, questionId: 'qPhone' }, { id: 'ph' });
const contract = createNode({ type: fieldTypeCodes.TextField, questionId: 'qContract' }, { id: 'c', isSkip: true, initialAnswer: ['C-42'] });
const empty = createNode({ type: fieldTypeCodes.TextField, questionId: 'qEmpty' }, { id: 'e', isSkip: true });

describe('questionary model', () => {
  it('starts at the first shown question; skipped nodes are not shown, but their initial answers are kept', () => {
    const state = startQuestionary([name, contract, empty, video]);
    expect(state.nodes.map((n) => n.id)).toEqual(['n1', 'v']);
    expect(state).toMatchObject({ index: 0, done: false, feedbackIds: [], error: null });
    expect(state.answers).toEqual({ qContract: { id: 'c', fieldDefinitionId: 'qContract', value: ['C-42'], fieldDefinitionType: 3 } });
    expect(currentNode(state)?.id).toBe('n1');
    expect(startQuestionary([contract])).toMatchObject({ nodes: [], done: true });
  });

  it('an answer to the question shown is stored and the next one shows; the last one makes it done', () => {
    const s0 = startQuestionary([name, video]);
    const s1 = answerQuestion(s0, answerFor(name, ['Ann']));
    expect([s1.index, s1.done, s1.answers.qName?.value]).toEqual([1, false, ['Ann']]);
    const s2 = answerQuestion(s1, answerFor(video, ['true']));
    expect([s2.index, s2.done, s2.feedbackIds]).toEqual([2, true, ['fb-video']]);
    expect(currentNode(s2)).toBeUndefined();
  });

  it('an answer to another question than the one shown changes nothing (a late server check)', () => {
    const s1 = answerQuestion(startQuestionary([phone, name]), answerFor(phone, ['+32470123456']));
    expect(answerQuestion(s1, answerFor(phone, ['+32470999999']))).toBe(s1);
  });

  it('back keeps what was typed on the question and shows the previous one; a refusal is cleared', () => {
    const s1 = refuseAnswer(answerQuestion(startQuestionary([name, phone]), answerFor(name, ['Ann'])), 'qPhone', 'registration:invalidPhone');
    expect(s1.error).toEqual({ questionId: 'qPhone', errorMessageKey: 'registration:invalidPhone' });
    const back = previousQuestion(s1, answerFor(phone, ['+32 47']));
    expect([back.index, back.answers.qPhone?.value, back.error]).toEqual([0, ['+32 47'], null]);
    expect(previousQuestion(back).index).toBe(0);
  });

  it('names the server check of a phone number that is not blank (core §5)', () => {
    expect(serverCheckOf(answerFor(phone, ['+32470123456']))).toBe('phoneNumber');
    expect(serverCheckOf(answerFor(phone, ['  ']))).toBeNull();
    expect(serverCheckOf(answerFor(name, ['+32470123456']))).toBeNull();
  });

  it('lists the confirmed feedback questions once each, in questionary order', () => {
    const html = createNode({ type: fieldTypeCodes.HtmlField, questionId: 'qH', feedbackId: 'fb-2' }, { id: 'h' });
    const again = createNode({ type: fieldTypeCodes.HtmlField, questionId: 'qH2', feedbackId: 'fb-video' }, { id: 'h2' });
    const plain = createNode({ type: fieldTypeCodes.Checkbox, questionId: 'qC', feedbackId: 'fb-3' }, { id: 'c3' });
    const answer = (questionId: string, value: string[]) => ({ id: questionId, fieldDefinitionId: questionId, value, fieldDefinitionType: 0 });
    const answers = { qVideo: answer('qVideo', ['true']), qH: answer('qH', ['false']), qH2: answer('qH2', ['true']), qC: answer('qC', ['true']) };
    expect(feedbackIdsOf([video, html, again, plain], answers)).toEqual(['fb-video']);
    expect(feedbackIdsOf([html, video], { ...answers, qH: answer('qH', ['true']) })).toEqual(['fb-2', 'fb-video']);
    expect(feedbackIdsOf([video], {})).toEqual([]);
  });

  describe('conditional questions (visibleIf, decision record 0008)', () => {
    const hasCar = createNode({ type: fieldTypeCodes.YesNoDropdown, questionId: 'hasCar' }, { id: 'car' });
    const carModel = {
      ...createNode({ type: fieldTypeCodes.TextField, questionId: 'carModel' }, { id: 'model' }),
      visibleIf: { '==': [{ var: 'answers.hasCar.0' }, 'true'] },
    };
    const plate = createNode({ type: fieldTypeCodes.LicensePlate, questionId: 'plate' }, { id: 'plate' });
    const start = () => startQuestionary([name, hasCar, carModel, plate]);

    it('a conditional question shows only while its condition over the answers holds', () => {
      expect(isShown(carModel, {})).toBe(false);
      expect(isShown(carModel, { hasCar: answerFor(hasCar, ['true']) })).toBe(true);
      expect(isShown(carModel, { hasCar: answerFor(hasCar, ['false']) })).toBe(false);
      expect(isShown(name, {})).toBe(true);
      // a condition reads the answers its paths name, inside an array operation too
      const twoAnswers = { ...carModel, visibleIf: { '==': [{ var: 'answers.hasCar.0' }, { var: 'answers.plate.0' }] } };
      expect(isShown(twoAnswers, { hasCar: answerFor(hasCar, ['x']), plate: answerFor(plate, ['x']) })).toBe(true);
      expect(isShown(twoAnswers, { hasCar: answerFor(hasCar, ['x']), plate: answerFor(plate, ['y']) })).toBe(false);
      const anyYes = { ...carModel, visibleIf: { some: [{ var: 'answers.hasCar' }, { '==': [{ var: '' }, 'true'] }] } };
      expect(isShown(anyYes, { hasCar: answerFor(hasCar, ['true']) })).toBe(true);
      // one whose paths cannot be told (computed, or through `missing`) sees every answer
      const computed = { ...carModel, visibleIf: { '==': [{ var: { cat: ['answers.', 'hasCar', '.0'] } }, 'true'] } };
      expect(isShown(computed, { hasCar: answerFor(hasCar, ['true']) })).toBe(true);
      expect(isShown(computed, { hasCar: answerFor(hasCar, ['false']) })).toBe(false);
      const answered = { ...carModel, visibleIf: { '!': { missing: ['answers.hasCar', 'answers.plate'] } } };
      expect(isShown(answered, { hasCar: answerFor(hasCar, ['false']), plate: answerFor(plate, ['AB-12']) })).toBe(true);
      expect(isShown(answered, { hasCar: answerFor(hasCar, ['false']) })).toBe(false);
      const state = start();
      expect(state.nodes.map((n) => n.id)).toEqual(['n1', 'car', 'plate']);
      expect(state.all?.map((n) => n.id)).toEqual(['n1', 'car', 'model', 'plate']);
    });

    it('yes shows it next (the count grows); no goes past it', () => {
      const s1 = answerQuestion(start(), answerFor(name, ['Ann']));
      const yes = answerQuestion(s1, answerFor(hasCar, ['true']));
      expect([currentNode(yes)?.id, yes.index, yes.nodes.length]).toEqual(['model', 2, 4]);
      const no = answerQuestion(s1, answerFor(hasCar, ['false']));
      expect([currentNode(no)?.id, no.index, no.nodes.length]).toEqual(['plate', 2, 3]);
      // the nodes shown keep their identity while nothing changes what shows
      expect(answerQuestion(s1, answerFor(hasCar, ['false'])).nodes).toBe(s1.nodes);
    });

    it('back goes to the previous question shown; a changed answer there changes what follows', () => {
      const s1 = answerQuestion(answerQuestion(start(), answerFor(name, ['Ann'])), answerFor(hasCar, ['true']));
      const model = answerQuestion(s1, answerFor(carModel, ['Octavia']));
      expect(currentNode(model)?.id).toBe('plate');
      const back = previousQuestion(model);
      expect(currentNode(back)?.id).toBe('model');
      const toCar = previousQuestion(back);
      expect(currentNode(toCar)?.id).toBe('car');
      // the visitor now says no: the car model is not asked, and its answer is not submitted
      const no = answerQuestion(toCar, answerFor(hasCar, ['false']));
      expect(currentNode(no)?.id).toBe('plate');
      const done = answerQuestion(no, answerFor(plate, ['W123AB']));
      expect(done.done).toBe(true);
      expect(Object.keys(done.answers).sort()).toEqual(['hasCar', 'plate', 'qName']);
      expect(previousQuestion(done).index).toBe(2);
    });

    it('a conditional first question that does not show: the questionary starts at the next one', () => {
      const state = startQuestionary([carModel, plate]);
      expect(currentNode(state)?.id).toBe('plate');
      expect(previousQuestion(state).index).toBe(0);
      expect(startQuestionary([carModel]).done).toBe(true);
    });
  });

  it('the field type codes flows name (rules/names.rules.json FieldType) are those of the field widgets', () => {
    const names = JSON.parse(readFileSync('rules/names.rules.json', 'utf8')) as { constants: { FieldType: Record<string, number> } };
    expect(names.constants.FieldType).toEqual(fieldTypeCodes);
  });
});
