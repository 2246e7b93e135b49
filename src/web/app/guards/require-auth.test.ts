import { describe, expect, it } from 'vitest';
import { signedOutTarget } from '@/web/app/guards/require-auth';

describe('signedOutTarget: where the dashboard guard sends a signed-out visitor (docs/product.md#roles-and-access)', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
  it("is /auth with the address asked for, or plain /auth for the library's first page", () => {
    expect(signedOutTarget(at('/dashboard/exercises'))).toBe('/auth');
    expect(signedOutTarget(at('/dashboard/exercises', '?equipment=Kettlebells&q=swing'))).toBe(
      '/auth?next=%2Fdashboard%2Fexercises%3Fequipment%3DKettlebells%26q%3Dswing',
    );
    expect(signedOutTarget(at('/dashboard/workouts/3f1c', '', '#entries'))).toBe('/auth?next=%2Fdashboard%2Fworkouts%2F3f1c%23entries');
  });

  it('keeps the flags of an e-mail change link that named Account Settings, so /auth can say what happened', () => {
    expect(signedOutTarget(at('/dashboard/account-settings', '?email-changed=1'))).toBe('/auth?email-changed=1');
    expect(signedOutTarget(at('/dashboard/account-settings', '?email-changed=1&error=TOKEN_EXPIRED&x=y'))).toBe(
      '/auth?email-changed=1&error=TOKEN_EXPIRED',
    );
  });
});
