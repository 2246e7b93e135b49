import { describe, expect, it } from 'vitest';
import { isPromotionUrl } from '../promotion-url';

// A promotion's button URL (docs/product.md#validation; docs/product.md#announcement-admin, docs/product.md#banner-ads): a full http(s) address or a path on this site, never a link that a
// browser would send to another host (the WHATWG URL parser drops tabs/newlines and reads '\' as '/').
describe('isPromotionUrl', () => {
  it.each(['/dashboard/subscription', '/dashboard/library?q=press#top', 'https://equipped.example/plans', 'http://equipped.example'])(
    'accepts %j',
    (url) => expect(isPromotionUrl(url)).toBe(true),
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/dashboard/\\..\\x',
    '/dash board',
    'https://evil.example/a b',
    'https://evil.example/\u0000',
    'javascript:alert(1)',
    'data:text/html,hi',
    'dashboard',
  ])('refuses %j', (url) => expect(isPromotionUrl(url)).toBe(false));
});
