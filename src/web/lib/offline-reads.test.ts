import { describe, expect, it } from 'vitest';
import { isAppNavigation, isOfflineRead } from './offline-reads';

const origin = 'https://equipped.example';
const url = (path: string, from = origin) => new URL(path, from);

describe('isOfflineRead', () => {
  it('keeps who is signed in, the workout in progress and the training preferences', () => {
    for (const path of ['/api/viewer', '/api/sessions/open', '/api/training-preferences'])
      expect(isOfflineRead('GET', url(path), origin)).toBe(true);
  });

  it('keeps nothing else of the API: other reads, any write, a query, another origin', () => {
    expect(isOfflineRead('GET', url('/api/exercises'), origin)).toBe(false);
    expect(isOfflineRead('GET', url('/api/sessions/0b6c4f3e-7c1a-4e0a-9f59-3a6f2d1c9e01'), origin)).toBe(false);
    expect(isOfflineRead('GET', url('/api/sessions/export.csv'), origin)).toBe(false);
    expect(isOfflineRead('PUT', url('/api/training-preferences'), origin)).toBe(false);
    expect(isOfflineRead('GET', url('/api/viewer?fresh=1'), origin)).toBe(false);
    expect(isOfflineRead('GET', url('/api/viewer', 'https://elsewhere.example'), origin)).toBe(false);
    expect(isOfflineRead('GET', url('/api/viewer/'), origin)).toBe(false);
  });
});

describe('isAppNavigation', () => {
  it('answers every page of the app from the app page when offline', () => {
    for (const path of ['/', '/dashboard/exercises', '/dashboard/sessions/abc', '/auth', '/apiary', '/developers']) {
      expect(isAppNavigation(url(path))).toBe(true);
    }
  });

  it('never answers an API path or the development outbox with the app page', () => {
    for (const path of ['/api', '/api/', '/api/sessions/export.csv', '/api/account/export.json', '/dev/outbox']) {
      expect(isAppNavigation(url(path))).toBe(false);
    }
  });
});
