import { type FormAnswers, formAnswerProblems, type PublicForm } from '@seaberth/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { changeLanguage, currentLanguage, isLanguage } from '../../i18n/index.ts';
import { answerPublicForm, publicFormKey, usePublicForm } from './form-api.ts';
import { type FormAnswer, FormRenderer, focusField } from './form-renderer.tsx';
import { FormSheet } from './form-sheet.tsx';
import { type AnswerErrors, answerErrors, ownAnswers } from './form-texts.ts';
import { PublicFormHeader } from './public-form-header.tsx';
import { wordedFieldErrors } from '../../i18n/validation-messages.ts';

const PREFIX = 'public-form';

/**
 * /forms/:id/:token — a form the operator sent (a feedback after departure, a waiver), answered
 * without login on a phone: kept for later or sent once; a sent form shows its answers.
 */
export function PublicFormPage() {
  const { t } = useTranslation();
  const { id = '', token = '' } = useParams();
  const form = usePublicForm(id, token);
  const languageSet = useRef(false);

  useEffect(() => {
    if (!form.data || languageSet.current) return;
    languageSet.current = true;
    if (isLanguage(form.data.language)) void changeLanguage(form.data.language);
  }, [form.data]);

  if (form.isPending && token) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }
  if (!form.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error">{t('forms.public.invalidLink')}</Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PublicFormHeader operator={form.data.operator} />
      <PublicFormBody key={form.data.id} form={form.data} token={token} />
    </Container>
  );
}

function PublicFormBody({ form, token }: { form: PublicForm; token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const [answers, setAnswers] = useState<FormAnswers>(form.answers);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'keep' | 'send' | null>(null);
  const [kept, setKept] = useState(false);
  const [sent, setSent] = useState(false);

  const change = (key: string, value: FormAnswer) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
    setKept(false);
  };

  const showProblems = (found: AnswerErrors) => {
    setErrors(found);
    const first = form.fields.find((field) => found[field.id]);
    // After the render that marks the fields: the focus lands on an input already described by its message.
    if (first) setTimeout(() => focusField(PREFIX, first.id));
  };

  const submit = async (send: boolean) => {
    const clean = ownAnswers(form.fields, answers);
    const problems = formAnswerProblems(form.fields, clean, { checkRequired: send });
    setProblem(null);
    setKept(false);
    if (problems.length) {
      showProblems(answerErrors(wordedFieldErrors(problems, t)));
      setProblem(t('forms.public.fixProblems', { count: problems.length }));
      return;
    }
    setPending(send ? 'send' : 'keep');
    try {
      const stored = await answerPublicForm(form.id, token, clean, send);
      queryClient.setQueryData(publicFormKey(form.id, token), stored);
      if (send) setSent(true);
      else setKept(true);
    } catch (error) {
      const fields = isApiError(error) ? (error.body.fields ?? []) : [];
      if (isApiError(error) && error.status === 409) {
        setProblem(t('forms.public.sentAlready'));
        await queryClient.invalidateQueries({ queryKey: publicFormKey(form.id, token) });
      } else if (fields.length) {
        showProblems(answerErrors(wordedFieldErrors(fields, t)));
        setProblem(t('forms.public.fixProblems', { count: fields.length }));
      } else setProblem(describeError(error, t));
    } finally {
      setPending(null);
    }
  };

  if (form.state === 'answered') {
    return (
      <Stack spacing={2}>
        {sent ? (
          <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
            <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />
            <Typography variant="h4" component="h2">
              {t('forms.public.thanks')}
            </Typography>
            <Typography color="text.secondary">{t('forms.public.thanksText')}</Typography>
          </Box>
        ) : (
          <Alert severity="success">{t('forms.public.answered')}</Alert>
        )}
        <FormSheet name={form.name} description={form.description}>
          <FormRenderer fields={form.fields} language={language} answers={form.answers} readOnly />
        </FormSheet>
      </Stack>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(true);
      }}
    >
      <FormSheet name={form.name} description={form.description}>
        {form.customerName && (
          <Typography sx={{ mt: -1.5, mb: 2 }} data-testid="form-for">
            {t('forms.public.for', { name: form.customerName })}
          </Typography>
        )}
        <FormRenderer
          fields={form.fields}
          language={language}
          answers={answers}
          onChange={change}
          errors={errors}
          disabled={pending !== null}
          idPrefix={PREFIX}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('forms.public.requiredNote')}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {kept && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('forms.public.kept')}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, justifyContent: 'flex-end' }}
        >
          <PendingButton
            variant="outlined"
            size="large"
            pending={pending === 'keep'}
            disabled={pending !== null}
            onClick={() => void submit(false)}
          >
            {t('forms.public.keep')}
          </PendingButton>
          <PendingButton
            type="submit"
            variant="contained"
            size="large"
            pending={pending === 'send'}
            disabled={pending !== null}
            startIcon={<SendIcon />}
          >
            {t('forms.public.send')}
          </PendingButton>
        </Stack>
      </FormSheet>
    </Box>
  );
}
