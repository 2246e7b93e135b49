import { describe, expect, it } from 'vitest';
import { phoneFromHeaders } from '@/shared/phone-hint';

const headers = (values: Record<string, string>) => new Headers(values);

describe('phoneFromHeaders', () => {
  it('takes the client hint when the browser sends one', () => {
    expect(phoneFromHeaders(headers({ 'Sec-CH-UA-Mobile': '?1', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(true);
    expect(phoneFromHeaders(headers({ 'Sec-CH-UA-Mobile': '?0', 'User-Agent': 'Mozilla/5.0 (iPhone) Mobile/15E148' }))).toBe(false);
  });

  it('reads the user agent otherwise: phones are, tablets and desktops are not', () => {
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    expect(phoneFromHeaders(headers({ 'User-Agent': android }))).toBe(true);
    expect(phoneFromHeaders(headers({ 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }))).toBe(true);
    expect(phoneFromHeaders(headers({ 'User-Agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1' }))).toBe(false);
    expect(phoneFromHeaders(headers({ 'User-Agent': 'Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36' }))).toBe(false);
    expect(phoneFromHeaders(headers({ 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36' }))).toBe(false);
    expect(phoneFromHeaders(headers({}))).toBe(false);
  });
});
