import { render, screen } from '@testing-library/react';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decidingUserAgentRules } from './user-agent-styles.ts';

describe('the test window’s user-agent style sheet', () => {
  it('keeps the rules that hide elements or make them inline, and nothing else', () => {
    const full: string = createRequire(import.meta.url)('jsdom/lib/jsdom/browser/default-stylesheet.js');
    const slim = decidingUserAgentRules(full);
    expect(slim).toContain('[hidden] { display: none }');
    expect(slim).toContain('dialog:not([open]) { display: none }');
    expect(slim).toContain('input[type="hidden"] { display: none }');
    expect(slim).toContain('q { display: inline }');
    expect(slim).not.toMatch(/margin|font|block|@namespace/);
    expect(
      decidingUserAgentRules(
        '/* x */ a { color: red; display: inline-block } b { pointer-events: none; margin: 0 }',
      ),
    ).toBe('b { pointer-events: none }');
  });

  it('is the sheet this window cascades: hidden stays hidden, inline stays inline', () => {
    render(
      <>
        <button type="button" hidden>
          Hidden
        </button>
        <dialog>
          <button type="button">In a closed dialog</button>
        </dialog>
        <button type="button">
          Say<q>hello</q>
        </button>
        <div data-testid="block" />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Hidden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'In a closed dialog' })).toBeNull();
    // An inline child's text joins the name without a space, as before.
    expect(screen.getByRole('button', { name: 'Sayhello' })).toBeTruthy();
    // The dropped rules are gone from this window: a div is no longer `display: block`.
    expect(getComputedStyle(screen.getByTestId('block')).display).toBe('');
  });
});
