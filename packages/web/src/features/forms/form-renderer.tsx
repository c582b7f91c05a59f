import { DISPLAY_FIELD_TYPES, type FormAnswers, type FormField } from '@seaberth/domain';
import { Stack } from '@mui/material';
import { useId } from 'react';
import { type FormAnswer, FormAnswerField } from './form-answer-field.tsx';
import { FormAnswerView } from './form-answer-view.tsx';
import { FormDisplayField } from './form-display-field.tsx';
import type { AnswerErrors } from './form-texts.ts';

export type { FormAnswer } from './form-answer-field.tsx';

export interface FormRendererProps {
  fields: readonly FormField[];
  /** The language the customer reads (`de`, `en`); texts missing in it fall back to the other. */
  language: string;
  answers: FormAnswers;
  onChange?: (key: string, value: FormAnswer) => void;
  /** Problems by field key, in the domain's English words (client check or server answer). */
  errors?: AnswerErrors;
  /** Answers shown as text (an answered form, the staff's view). */
  readOnly?: boolean;
  disabled?: boolean;
  /** Keeps element ids apart when two forms share a page; one is made up otherwise. */
  idPrefix?: string;
}

/** The element of a field, for scrolling to the first problem. */
export function fieldElementId(prefix: string, key: string): string {
  return `${prefix}-field-${key}`;
}

/** What takes the focus in a field's element: its input, a group's first choice, a select's button. */
const FOCUSABLE = 'textarea, [role="combobox"], input:not([type="hidden"]):not([tabindex="-1"])';

/**
 * Moves the focus to a field (the first with a problem, after a send): a keyboard or screen-reader
 * user lands where the fix is and hears the field's message (WCAG 3.3.1), instead of searching.
 */
export function focusField(prefix: string, key: string): void {
  const element = document.getElementById(fieldElementId(prefix, key));
  const target = element?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
  element?.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * A form as the customer sees it: SPEC §3's 15 field types in the operator's order. Shared by the
 * public page, the builder's live preview, the staff's view of an answer and, through the
 * operator's extra questions, the guest form.
 */
export function FormRenderer({
  fields,
  language,
  answers,
  onChange,
  errors = {},
  readOnly = false,
  disabled = false,
  idPrefix,
}: FormRendererProps) {
  const generated = useId().replace(/:/g, '');
  const prefix = idPrefix ?? `form${generated}`;
  return (
    <Stack spacing={3} data-testid="form-renderer">
      {fields.map((field, index) => {
        const elementId = fieldElementId(prefix, field.id);
        const shows = DISPLAY_FIELD_TYPES.includes(field.type);
        const value = answers[field.id] as FormAnswer | undefined;
        const error = errors[field.id];
        return (
          // Keys may repeat while the operator types one in the builder: the place keeps rows apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={`${index}-${field.id}`} id={elementId} data-field={field.id} data-type={field.type}>
            {shows ? (
              <FormDisplayField field={field} language={language} />
            ) : readOnly ? (
              <FormAnswerView field={field} language={language} value={value} />
            ) : (
              <FormAnswerField
                field={field}
                language={language}
                value={value}
                onChange={(next) => onChange?.(field.id, next)}
                error={error}
                disabled={disabled}
                inputId={`${elementId}-input`}
              />
            )}
          </div>
        );
      })}
    </Stack>
  );
}
