import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../resources/test-support.tsx';
import { DateField } from './date-field.tsx';

function Harness(props: { initial?: string; min?: string; max?: string; onIso: (iso: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DateField
      label="Arrival"
      value={value}
      min={props.min}
      max={props.max}
      onChange={(iso) => {
        setValue(iso);
        props.onIso(iso);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: /Arrival/ }) as HTMLInputElement;

describe('DateField', () => {
  it('shows an ISO value as DD.MM.YYYY', () => {
    renderWithApp(<Harness initial="2027-03-15" onIso={vi.fn()} />);
    expect(input().value).toBe('15.03.2027');
  });

  it('gives the typed DD.MM.YYYY date as ISO, and nothing while it is not a date', () => {
    const onIso = vi.fn();
    renderWithApp(<Harness onIso={onIso} />);
    fireEvent.change(input(), { target: { value: '15.03.2027' } });
    expect(onIso).toHaveBeenLastCalledWith('2027-03-15');
    expect(input().value).toBe('15.03.2027');
    fireEvent.change(input(), { target: { value: '' } });
    expect(onIso).toHaveBeenLastCalledWith('');
  });

  it('says so when a date lies outside min and max', async () => {
    renderWithApp(<Harness min="2027-03-10" max="2027-03-20" onIso={vi.fn()} />);
    fireEvent.change(input(), { target: { value: '01.03.2027' } });
    expect(await screen.findByText('Not before 10.03.2027')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '25.03.2027' } });
    expect(await screen.findByText('Not after 20.03.2027')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '15.03.2027' } });
    expect(screen.queryByText(/Not (before|after)/)).not.toBeInTheDocument();
  });

  it('speaks German in German', () => {
    renderWithApp(<Harness initial="2027-03-15" onIso={vi.fn()} />, { language: 'de' });
    expect(input().value).toBe('15.03.2027');
    expect(
      screen.getByRole('button', { name: /Datum auswählen|Datum wählen|15\.03\.2027/ }),
    ).toBeInTheDocument();
  });
});
