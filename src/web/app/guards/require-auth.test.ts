import { describe, expect, it } from 'vitest';
import { signedOutTarget } from '@/web/app/guards/require-auth';

describe('signedOutTarget: where the dashboard guard sends a signed-out visitor (docs/product.md#roles-and-access)', () => {
  it('is /auth, without the page query', () => {
    expect(signedOutTarget('')).toBe('/auth');
    expect(signedOutTarget('?q=squat&page=2')).toBe('/auth');
  });

  it('keeps the flags of an e-mail change link that named Account Settings, so /auth can say what happened', () => {
    expect(signedOutTarget('?email-changed=1')).toBe('/auth?email-changed=1');
    expect(signedOutTarget('?email-changed=1&error=TOKEN_EXPIRED&x=y')).toBe('/auth?email-changed=1&error=TOKEN_EXPIRED');
  });
});
