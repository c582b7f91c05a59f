// The forms feature's public face: its routed screens, each a lazily loaded chunk, and what other areas use.
import { lazyScreen } from '../../app/lazy-screen.ts';

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

export const publicFormScreen = lazyScreen(() =>
  import('./public-form-page.tsx').then((m) => ({ default: m.PublicFormPage })),
);
export const formsScreen = lazyScreen(() =>
  import('./forms-page.tsx').then((m) => ({ default: m.FormsPage })),
);
export const formDefinitionsScreen = lazyScreen(() =>
  import('./form-definitions-page.tsx').then((m) => ({ default: m.FormDefinitionsPage })),
);
export const formDefinitionEditScreen = lazyScreen(() =>
  import('./form-definition-edit-page.tsx').then((m) => ({ default: m.FormDefinitionEditPage })),
);
