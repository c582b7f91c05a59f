/**
 * What other areas use of forms: the renderer of SPEC §3's 15 field types (the guest form shows
 * the operator's extra questions with it) and the helpers to turn answer problems into its errors.
 */
export {
  type FormAnswer,
  FormRenderer,
  type FormRendererProps,
  fieldElementId,
  focusField,
} from './form-renderer.tsx';
export { type AnswerErrors, answerErrors, ownAnswers, pickText } from './form-texts.ts';
