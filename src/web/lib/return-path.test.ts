import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPathFor } from '@/web/lib/return-path';

describe('the address /auth returns to after signing in (docs/product.md#sign-in)', () => {
  it('follows a path of this site with its query and hash', () => {
    expect(safeReturnPath('/dashboard/exercises?equipment=Kettlebells&q=swing')).toBe('/dashboard/exercises?equipment=Kettlebells&q=swing');
    expect(safeReturnPath('/dashboard/workouts/3f1c/edit#entries')).toBe('/dashboard/workouts/3f1c/edit#entries');
    expect(safeReturnPath('/dashboard/../dashboard/history')).toBe('/dashboard/history');
  });

  it('never leaves the site: other origins, protocol-relative and backslash tricks, schemes, control characters', () => {
    for (const value of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /dashboard',
      'javascript:alert(1)',
      'data:text/html,hi',
      'dashboard/exercises',
      '',
      null,
      undefined,
      `/dashboard/exercises?q=${'a'.repeat(2000)}`,
    ])
      expect({ value, path: safeReturnPath(value) }).toEqual({ value, path: null });
  });

  it('never returns to /auth itself, the API or the dev tools', () => {
    for (const value of ['/auth', '/auth?next=%2Fdashboard', '/api/me', '/api', '/dev/mailbox'])
      expect({ value, path: safeReturnPath(value) }).toEqual({ value, path: null });
    expect(safeReturnPath('/authors')).toBe('/authors');
  });

  it("sends the guard to /auth with the address, or plain /auth for the library's first page", () => {
    expect(signInPathFor('/dashboard/history?x=1')).toBe('/auth?next=%2Fdashboard%2Fhistory%3Fx%3D1');
    expect(signInPathFor('/dashboard/exercises')).toBe('/auth');
    expect(signInPathFor('//evil.example')).toBe('/auth');
  });
});
