import { describe, expect, it } from 'vitest';
import { adminToken } from '@/test/admin-token';
import { jwtExpiry, jwtPayload } from './jwt-payload';

const encode = (json: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('jwtPayload', () => {
  it('when the name in the claims is Devanagari, then it reads back as written', () => {
    const claims = jwtPayload(adminToken({ exp: 1, name: 'सरस्वती देवी', username: 'owner' }));
    expect(claims).toMatchObject({ name: 'सरस्वती देवी', username: 'owner', exp: 1 });
  });

  it('when the payload needs the base64url characters and no padding, then it still reads', () => {
    // '?>' and '~~' encode to '_' and '-' in base64url, '/' and '+' in plain base64.
    const token = `h.${encode('{"note":"?>~~?"}')}.s`;
    expect(token).toMatch(/[-_]/);
    expect(jwtPayload(token)).toEqual({ note: '?>~~?' });
  });

  it.each([
    ['an empty string', ''],
    ['no dots', 'not-a-token'],
    ['two parts', `h.${encode('{"exp":1}')}`],
    ['four parts', `h.${encode('{"exp":1}')}.s.extra`],
    ['an empty payload', 'h..s'],
    ['characters outside base64url', 'h.eyJleHAiOjF9+/.s'],
    ['a payload of impossible length', 'h.abcde.s'],
    ['a payload that is not JSON', `h.${encode('not json')}.s`],
    ['a payload that is a JSON array', `h.${encode('[1,2]')}.s`],
    ['a payload that is a JSON string', `h.${encode('"owner"')}.s`],
    ['a payload of broken UTF-8', `h.${btoa('{"name":"\xff"}').replace(/=+$/, '')}.s`],
  ])('when the token is %s, then there are no claims', (_, token) => {
    expect(jwtPayload(token)).toBeNull();
    expect(jwtExpiry(token)).toBeNull();
  });
});

describe('jwtExpiry', () => {
  it('when exp has passed, then the expiry is that instant, in the past', () => {
    const exp = Math.floor(Date.now() / 1000) - 60;
    const expiry = jwtExpiry(adminToken({ exp }));
    expect(expiry).toBe(exp * 1000);
    expect(expiry).toBeLessThan(Date.now());
  });

  it('when exp is missing or not a number, then there is no expiry', () => {
    expect(jwtExpiry(`h.${encode('{"name":"owner"}')}.s`)).toBeNull();
    expect(jwtExpiry(`h.${encode('{"exp":"1700000000"}')}.s`)).toBeNull();
  });
});
