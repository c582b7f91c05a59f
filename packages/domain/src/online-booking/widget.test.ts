import { describe, expect, it } from 'vitest';
import { isWebOrigin, widgetBookingPath, widgetResource, widgetSnippet } from './widget.ts';

describe('booking widgets', () => {
  it('takes a scheme, a host and a port as an origin, nothing more', () => {
    for (const ok of ['https://dive.example.com', 'http://localhost:8080', 'https://[::1]:8443'])
      expect(isWebOrigin(ok), ok).toBe(true);
    for (const bad of [
      'https://dive.example.com/',
      'https://dive.example.com/book',
      'https://dive.example.com:443',
      'https://user@dive.example.com',
      'ftp://dive.example.com',
      'dive.example.com',
      'null',
      '',
    ])
      expect(isWebOrigin(bad), bad).toBe(false);
  });

  it('stores origins as browsers send them and fills the defaults', () => {
    const parsed = widgetResource.schema.parse({
      name: 'Site',
      allowedOrigins: [' https://Dive.Example.com '],
    });
    expect(parsed).toMatchObject({
      kind: 'trips',
      allowedOrigins: ['https://dive.example.com'],
      primaryColor: '#0b6e99',
      language: null,
      currency: null,
      isActive: true,
    });
  });

  it('builds the booking page address and the snippet', () => {
    expect(widgetBookingPath('trips', 'w1')).toBe('/book/online?widget=w1');
    expect(widgetBookingPath('resort', 'w1', 'de')).toBe('/book/resort?widget=w1&lang=de');
    expect(widgetSnippet('https://book.example.com/', 'w1')).toBe(
      '<script src="https://book.example.com/widget.js" data-seaberth-widget="w1" async></script>',
    );
  });
});
