import { describe, expect, it } from 'vitest';
import { checkSyntax, renderLiquid } from './liquid.ts';

const data = {
  booking: { number: 'B-1001', agency: null },
  guests: [
    { name: 'Anna Berg', email: 'anna@example.com' },
    { name: 'Ben Kurz', email: '' },
  ],
};

describe('Liquid for mail templates', () => {
  it('renders values, lists and empty documented values', async () => {
    const { output, unknown } = await renderLiquid(
      'No {{ booking.number }}: {% for guest in guests %}{{ guest.name }}{% unless forloop.last %}, {% endunless %}{% endfor %} ({{ guests.size }}){{ booking.agency }}',
      data,
    );
    expect(output).toBe('No B-1001: Anna Berg, Ben Kurz (2)');
    expect(unknown).toEqual([]);
  });

  it('shows a placeholder no value answers, in the text and in the list of unknowns', async () => {
    const { output, unknown } = await renderLiquid(
      '{{ booking.numbr }} {% for guest in guests %}{{ guest.mail }}{% endfor %} {{ nothing.here }}',
      data,
    );
    expect(output).toBe('[[booking.numbr]] [[guest.mail]][[guest.mail]] ');
    expect(unknown).toEqual(['booking.numbr', 'guest.mail']);
  });

  it('keeps the data to its own values: no prototype, no files', async () => {
    const { output } = await renderLiquid(
      '{{ booking.constructor }}|{{ booking.toString }}|{{ booking }}',
      data,
    );
    expect(output).toBe('[[booking.constructor]]|[[booking.toString]]|[[booking]]');
    await expect(renderLiquid("{% include '/etc/passwd' %}", data)).rejects.toThrow();
    await expect(renderLiquid('{% for i in (1..100000000) %}{{ i }}{% endfor %}', data)).rejects.toThrow();
  });

  it('names the line and column of a syntax error', () => {
    expect(checkSyntax('Hello {{ booker.name }}\n\n  {% iff booking %}')).toEqual({
      line: 3,
      column: 3,
      message: 'tag "iff" not found',
    });
    expect(checkSyntax('{{ booking.number | shout }}')).toMatchObject({
      line: 1,
      message: expect.stringContaining('shout'),
    });
    expect(checkSyntax('{% if booking.number %}open')).toMatchObject({ line: 1, column: 1 });
    expect(checkSyntax('{{ booking.number | upcase }}')).toBeNull();
  });
});
