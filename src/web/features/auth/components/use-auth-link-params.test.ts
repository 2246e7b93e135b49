import { describe, expect, it } from 'vitest';
import { authPageRedirect } from '@/web/features/auth/components/use-auth-link-params';

const at = (search: string, signedIn: boolean | undefined) => authPageRedirect(new URLSearchParams(search), signedIn);

describe('authPageRedirect: where /auth sends a visit (docs/product.md#screens, docs/product.md#roles-and-access and the e-mailed links)', () => {
  it('sends a signed-in member to the library, and shows the page to a visitor', () => {
    expect(at('', true)).toBe('/dashboard/exercises');
    expect(at('', false)).toBeNull();
    expect(at('', undefined)).toBeNull();
  });

  it('sends a signed-in member back to the address they asked for, when it is a path of this site', () => {
    expect(at('next=%2Fdashboard%2Fexercises%3Fequipment%3DKettlebells%26q%3Dswing', true)).toBe(
      '/dashboard/exercises?equipment=Kettlebells&q=swing',
    );
    expect(at('next=https%3A%2F%2Fevil.example', true)).toBe('/dashboard/exercises');
    expect(at('next=%2F%2Fevil.example', true)).toBe('/dashboard/exercises');
    expect(at('next=%2Fauth', true)).toBe('/dashboard/exercises');
    expect(at('next=%2Fdashboard%2Fhistory', false)).toBeNull();
  });

  it('honours a password reset link signed in too: its form, or its error with Forgot Password', () => {
    expect(at('mode=reset&token=abc', true)).toBeNull();
    expect(at('mode=reset&error=INVALID_TOKEN', true)).toBeNull();
    expect(at('mode=reset', true)).toBe('/dashboard/exercises');
  });

  it('forwards an e-mail change link to Account Settings with its flags when signed in, and keeps it here when not', () => {
    expect(at('email-changed=1', true)).toBe('/dashboard/account-settings?email-changed=1');
    expect(at('email-changed=1&error=TOKEN_EXPIRED', true)).toBe('/dashboard/account-settings?email-changed=1&error=TOKEN_EXPIRED');
    expect(at('email-changed=1', false)).toBeNull();
    expect(at('email-changed=1&error=INVALID_TOKEN', false)).toBeNull();
  });

  it('forwards a sign-up confirmation mailed before it moved to the site root, whoever is signed in', () => {
    expect(at('verified=1', undefined)).toBe('/?verified=1');
    expect(at('verified=1&error=INVALID_TOKEN', false)).toBe('/?verified=1&error=INVALID_TOKEN');
  });
});
