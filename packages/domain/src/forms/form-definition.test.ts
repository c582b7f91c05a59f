import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_TYPES,
  type FormFieldInput,
  formAnswerProblems,
  formDefinitionResource,
  formFieldSchema,
} from './form-definition.ts';

const options = [
  { value: 'boat', label: { en: 'Boat' } },
  { value: 'shore', label: { en: 'Shore' } },
];
const field = (type: (typeof FORM_FIELD_TYPES)[number], extra: Partial<FormFieldInput> = {}) =>
  formFieldSchema.parse({ id: `f${type}`, type, label: { en: type }, required: true, options, ...extra });
const all = FORM_FIELD_TYPES.map((type) => field(type));

describe('form definitions', () => {
  it('refuses two fields with one key and a choice without options', () => {
    const result = formDefinitionResource.schema.safeParse({
      name: 'Feedback',
      fields: [
        { id: 'a', type: 'Stars', label: { en: 'How was it?' } },
        { id: 'a', type: 'Radio', label: { en: 'Again?' } },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fields.1.id', 'Each field needs its own key'],
      ['fields.1.options', 'A choice needs options'],
    ]);
  });

  it('checks an answer of each of the 15 field types', () => {
    const good = {
      fDate: '2027-03-06',
      fTime: '14:00',
      fDateTime: '2027-03-06T14:00',
      fQuestionShort: 'Great crew',
      fQuestionLong: 'Long text',
      fMultipleChoice: ['boat', 'shore'],
      fRadio: 'boat',
      fSelect: 'shore',
      fStars: 5,
      fMultipleSelect: ['shore'],
    };
    expect(formAnswerProblems(all, good)).toEqual([]);
    const bad = {
      fDate: '06.03.2027',
      fTime: '25:00',
      fDateTime: '2027-03-06',
      fQuestionShort: 'x'.repeat(501),
      fQuestionLong: 4,
      fMultipleChoice: ['boat', 'boat'],
      fRadio: 'plane',
      fSelect: ['boat'],
      fStars: 6,
      fMultipleSelect: ['air'],
      fHeader: 'no answer here',
    };
    // Each problem is named, with the numbers its text needs: the web words it from these.
    expect(formAnswerProblems(all, bad).map(({ path, code, params }) => ({ path, code, params }))).toEqual([
      { path: 'answers.fDate', code: 'answerDate', params: undefined },
      { path: 'answers.fTime', code: 'answerTime', params: undefined },
      { path: 'answers.fDateTime', code: 'answerDateTime', params: undefined },
      { path: 'answers.fQuestionShort', code: 'answerTooLong', params: { count: 500 } },
      { path: 'answers.fQuestionLong', code: 'answerText', params: undefined },
      { path: 'answers.fMultipleChoice', code: 'answerPickSome', params: undefined },
      { path: 'answers.fRadio', code: 'answerPickOne', params: undefined },
      { path: 'answers.fSelect', code: 'answerPickOne', params: undefined },
      { path: 'answers.fStars', code: 'answerStars', params: { count: 5 } },
      { path: 'answers.fMultipleSelect', code: 'answerPickSome', params: undefined },
    ]);
    // Header, Text, Image, Video and Download ask nothing; the ten others are required here.
    const missing = formAnswerProblems(all, {});
    expect(missing).toHaveLength(10);
    expect(formAnswerProblems(all, {}, { checkRequired: false })).toEqual([]);
    expect(formAnswerProblems(all, { stranger: 'x' }, { checkRequired: false })).toEqual([
      { path: 'answers.stranger', message: 'Not a field of this form', code: 'formNotAField' },
    ]);
  });
});
