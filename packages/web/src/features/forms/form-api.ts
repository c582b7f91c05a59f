import {
  type FormAnswers,
  type FormDefinition,
  formDefinitionResource,
  type FormField,
  formResource,
  type PublicForm,
  type sendFormSchema,
} from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, buildUrl } from '../../api/client.ts';
import { type ResourceRow, resourceKeys } from '../../resources/use-resource.ts';

/** Screens here explain failures themselves (alerts at the form, field messages). */
const SILENT = { silent: true } as const;
const id = (value: string) => encodeURIComponent(value);

export const definitionKeys = resourceKeys(formDefinitionResource.name);
export const formKeys = resourceKeys(formResource.name);
export const publicFormKey = (form: string, token: string) => ['forms', 'public', form, token] as const;

/** A definition as stored: the generic record with its version and the fields as built. */
export type StoredDefinition = FormDefinition & { updatedAt?: string };

/** A sent form as the staff read it: the generic record plus the fields as they were sent. */
export type SentForm = ResourceRow & {
  definition: string;
  definitionName: string;
  fields: FormField[];
  customer: string | null;
  customerName: string;
  booking: string | null;
  language: string;
  state: 'open' | 'answered';
  answers: FormAnswers;
  answeredAt: string | null;
};

export function useDefinition(definition: string, enabled: boolean) {
  return useQuery({
    queryKey: definitionKeys.detail(definition),
    queryFn: () => api.get<StoredDefinition>(`/api/formdef/${id(definition)}`),
    enabled,
    meta: SILENT,
  });
}

/** Definitions a form can be sent from: the active ones, by name. */
export function useActiveDefinitions() {
  const query = { page: 0, size: 0, sort: 'name', order: 1, filter: { isActive: true } };
  return useQuery({
    queryKey: [...definitionKeys.lists(), 'active'],
    queryFn: () =>
      api.get<{ data: StoredDefinition[] }>('/api/formdef', {
        ...query,
        filter: JSON.stringify(query.filter),
      }),
    meta: SILENT,
  });
}

export function useSentForm(form: string | null) {
  return useQuery({
    queryKey: formKeys.detail(form ?? ''),
    queryFn: () => api.get<SentForm>(`/api/form/${id(form ?? '')}`),
    enabled: Boolean(form),
    meta: SILENT,
  });
}

export type SendFormInput = z.input<typeof sendFormSchema>;

export function sendForm(body: SendFormInput) {
  return api.post<{ id: string; url: string; mailed: string | null }>('/api/form/send', body);
}

export function useFormQrCode(form: string) {
  return useQuery({
    queryKey: ['forms', 'qrcode', form],
    queryFn: () => api.post<{ url: string; qrcode: string }>(`/api/form/${id(form)}/qrcode`),
    staleTime: Number.POSITIVE_INFINITY,
    meta: SILENT,
  });
}

// ---- The customer's side (no login: the token opens it) ----

export function usePublicForm(form: string, token: string) {
  return useQuery({
    queryKey: publicFormKey(form, token),
    queryFn: () => api.get<PublicForm>(`/api/form/${id(form)}/public`, { token }),
    enabled: form.length > 0 && token.length > 0,
    retry: false,
    meta: SILENT,
  });
}

/** Keeps the answers (`submit: false`) or sends them; the answer is the form as now stored. */
export function answerPublicForm(form: string, token: string, answers: FormAnswers, submit: boolean) {
  return api.post<PublicForm>(buildUrl(`/api/form/${id(form)}/public`, { token }), { answers, submit });
}
