import {
  type FormAnswers,
  formDefinitionResource,
  formResource,
  type sendFormSchema,
} from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Screens here explain failures themselves (alerts at the form, field messages). */
const SILENT = { silent: true } as const;

export const definitionKeys = resourceKeys(formDefinitionResource.name);
export const formKeys = resourceKeys(formResource.name);
export const publicFormKey = (form: string, token: string) => ['forms', 'public', form, token] as const;

/** A definition as stored: the generic record with its version and the fields as built. */
export type StoredDefinition = AnswerOf<'/api/formdef/{id}', 'get'>;

export function useDefinition(definition: string, enabled: boolean) {
  return useQuery({
    queryKey: definitionKeys.detail(definition),
    queryFn: () => api.GET('/api/formdef/{id}', { path: { id: definition } }),
    enabled,
    meta: SILENT,
  });
}

/** Definitions a form can be sent from: the active ones, by name. */
export function useActiveDefinitions() {
  return useQuery({
    queryKey: [...definitionKeys.lists(), 'active'],
    queryFn: () =>
      api.GET('/api/formdef', {
        query: { page: 0, size: 0, sort: 'name', order: 1, filter: JSON.stringify({ isActive: true }) },
      }),
    meta: SILENT,
  });
}

export function useSentForm(form: string | null) {
  return useQuery({
    queryKey: formKeys.detail(form ?? ''),
    queryFn: () => api.GET('/api/form/{id}', { path: { id: form ?? '' } }),
    enabled: Boolean(form),
    meta: SILENT,
  });
}

export type SendFormInput = z.input<typeof sendFormSchema>;

export function sendForm(body: SendFormInput) {
  return api.POST('/api/form/send', { body });
}

export function useFormQrCode(form: string) {
  return useQuery({
    queryKey: ['forms', 'qrcode', form],
    queryFn: () => api.POST('/api/form/{id}/qrcode', { path: { id: form } }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: SILENT,
  });
}

// ---- The customer's side (no login: the token opens it) ----

export function usePublicForm(form: string, token: string) {
  return useQuery({
    queryKey: publicFormKey(form, token),
    queryFn: () => api.GET('/api/form/{id}/public', { path: { id: form }, query: { token } }),
    enabled: form.length > 0 && token.length > 0,
    retry: false,
    meta: SILENT,
  });
}

/** Keeps the answers (`submit: false`) or sends them; the answer is the form as now stored. */
export function answerPublicForm(form: string, token: string, answers: FormAnswers, submit: boolean) {
  return api.POST('/api/form/{id}/public', {
    path: { id: form },
    query: { token },
    body: { answers, submit },
  });
}
