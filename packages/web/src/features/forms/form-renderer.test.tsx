import { type FormAnswers, formAnswerProblems } from '@seaberth/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../resources/test-support.tsx';
import { completeField } from './field-drafts.ts';
import { ALL_TYPES, FEEDBACK_FIELDS } from './form-fixtures.ts';
import { FormRenderer } from './form-renderer.tsx';
import { answerErrors } from './form-texts.ts';

function Harness({
  onAnswers,
  language = 'en',
}: {
  onAnswers?: (a: FormAnswers) => void;
  language?: string;
}) {
  const [answers, setAnswers] = useState<FormAnswers>({});
  return (
    <FormRenderer
      fields={ALL_TYPES}
      language={language}
      answers={answers}
      onChange={(key, value) =>
        setAnswers((current) => {
          const next = { ...current, [key]: value };
          onAnswers?.(next);
          return next;
        })
      }
    />
  );
}

describe('FormRenderer', () => {
  it('renders each of the 15 field types', () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your trip' })).toBeVisible();
    expect(screen.getByText('We read every answer.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Our boat' })).toHaveAttribute(
      'src',
      '/api/media/11111111-1111-4111-8111-111111111111/data',
    );
    expect(screen.getByTitle('Briefing')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: 'House rules' })).toHaveAttribute(
      'href',
      '/api/media/22222222-2222-4222-8222-222222222222/data',
    );
    expect(screen.getByLabelText(/Arrival day/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/Pick-up time/)).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText(/Landing/)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toBeVisible();
    expect(screen.getByText('What the crew calls you')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Anything else/ }).tagName).toBe('TEXTAREA');
    const gear = screen.getByRole('group', { name: /Gear you bring/ });
    expect(
      within(gear)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['MASK', 'FINS']);
    const again = screen.getByRole('radiogroup', { name: /Come again/ });
    expect(within(again).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Room wish/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Favourite sites/ })).toBeVisible();
    const rating = screen.getByRole('group', { name: /How was it/ });
    expect(within(rating).getByLabelText('4 of 5 stars')).toBeInTheDocument();
    // Every question shows its required mark.
    expect(document.querySelectorAll('.MuiFormLabel-asterisk')).toHaveLength(10);
  });

  it('hands every kind of answer back as the server takes it', async () => {
    const user = userEvent.setup();
    const onAnswers = vi.fn();
    renderWithApp(<Harness onAnswers={onAnswers} />);
    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), 'Bubbles');
    await user.click(screen.getByRole('checkbox', { name: 'FINS' }));
    await user.click(screen.getByRole('checkbox', { name: 'MASK' }));
    await user.click(screen.getByRole('radio', { name: 'YES' }));
    // A plain click: jsdom has no layout, so the star under a moving pointer cannot be measured.
    fireEvent.click(screen.getByLabelText('4 of 5 stars'));
    await user.click(screen.getByRole('combobox', { name: /Room wish/ }));
    await user.click(await screen.findByRole('option', { name: 'GARDEN' }));
    await user.click(screen.getByRole('combobox', { name: /Favourite sites/ }));
    await user.click(await screen.findByRole('option', { name: 'WRECK' }));
    await user.click(screen.getByRole('option', { name: 'REEF' }));
    const last = onAnswers.mock.calls.at(-1)![0] as FormAnswers;
    expect(last).toEqual({
      nick: 'Bubbles',
      // Picked options keep the form's order, whatever order they were ticked in.
      gear: ['mask', 'fins'],
      again: 'yes',
      rating: 4,
      room: 'garden',
      sites: ['wreck', 'reef'],
    });
    expect(formAnswerProblems(ALL_TYPES, last, { checkRequired: false })).toEqual([]);
  }, 15_000);

  it('shows the problems of required questions at their fields', () => {
    const errors = answerErrors(formAnswerProblems(ALL_TYPES, {}));
    renderWithApp(<FormRenderer fields={ALL_TYPES} language="en" answers={{}} errors={errors} />);
    expect(screen.getAllByText('Required')).toHaveLength(10);
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows answers read only, in the form language', () => {
    renderWithApp(
      <FormRenderer
        fields={FEEDBACK_FIELDS}
        language="de"
        answers={{ rating: 4, again: 'yes', comment: 'Tolle <b>Crew</b>' }}
        readOnly
      />,
      { language: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Ihre Reise' })).toBeVisible();
    expect(screen.getByText('Wie war es?')).toBeVisible();
    expect(screen.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
    expect(screen.getByText('Ja')).toBeVisible();
    // Escaped as text, never as markup.
    expect(screen.getByText('Tolle <b>Crew</b>')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
  it('offers no link for a download stored with a script address (issue 31)', () => {
    const stored = (url: string) =>
      completeField({ id: 'menu', type: 'Download', label: { en: 'Menu' }, media: null, url });
    renderWithApp(
      <FormRenderer
        fields={[stored('javascript:alert(1)')]}
        language="en"
        answers={{}}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Menu' })).toBeNull();
    expect(screen.getByText('No file chosen yet')).toBeVisible();
  });
});
