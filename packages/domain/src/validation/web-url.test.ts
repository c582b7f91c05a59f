import { describe, expect, it } from 'vitest';
import { requiredWebUrlSchema, webUrlSchema } from './web-url.ts';

describe('the stored web address', () => {
  const url = webUrlSchema();

  it('takes http and https addresses and nothing', () => {
    expect(url.parse('https://reef.example/video?v=1')).toBe('https://reef.example/video?v=1');
    expect(url.parse('http://localhost:8080/api')).toBe('http://localhost:8080/api');
    expect(url.parse('')).toBe('');
    expect(url.parse(undefined)).toBe('');
  });

  it('takes a bare host as people type a website as https', () => {
    expect(url.parse(' www.reef.example/de ')).toBe('https://www.reef.example/de');
  });

  it('refuses scripts, data and other schemes', () => {
    for (const bad of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://reef.example',
      'https://',
      'not a url',
    ])
      expect(url.safeParse(bad).success, bad).toBe(false);
    expect(requiredWebUrlSchema().safeParse('').success).toBe(false);
  });
});
