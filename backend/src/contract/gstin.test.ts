import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, readGstin } from './gstin';

// Check characters worked out by hand with the official mod-36 scheme, not by the code under test.
const PUBLISHED_EXAMPLE = '27AAPFU0939F1ZV';
const BUILT_FROM_PAN = '27AAAPL1234C1ZE'; // state 27, PAN AAAPL1234C, entity 1, Z
const DELHI = '07AAACI1681G1ZR';
const SECOND_REGISTRATION = '29ABCDE1234F2ZV';

describe('reading a GSTIN', () => {
  it.each([PUBLISHED_EXAMPLE, BUILT_FROM_PAN, DELHI, SECOND_REGISTRATION])(
    'when %s is typed, then it is kept with its state code',
    (gstin) => {
      expect(readGstin(gstin)).toEqual({ gstin, stateCode: gstin.slice(0, 2) });
    },
  );

  it('when a GSTIN is typed in lowercase, with spaces around and inside, then it is kept in capitals', () => {
    expect(readGstin('  27aapfu0939f1zv ')).toEqual({ gstin: PUBLISHED_EXAMPLE, stateCode: '27' });
    expect(readGstin('27 AAPFU 0939F 1ZV')).toEqual({ gstin: PUBLISHED_EXAMPLE, stateCode: '27' });
    expect(readGstin('07aaaci1681g1zr')).toEqual({ gstin: DELHI, stateCode: '07' });
  });

  it('when the check character is wrong, then the problem says so without giving the right one', () => {
    const reading = readGstin('27AAPFU0939F1ZW');
    expect(reading).toEqual({
      problem: 'GSTIN check character is wrong: 27AAPFU0939F1ZW is not a valid GSTIN',
    });
    expect(JSON.stringify(reading)).not.toMatch(/should|ZV/);
  });

  it('when any one character of a valid GSTIN is changed, then the check character catches it', () => {
    for (let i = 0; i < 14; i++) {
      const changed = `${PUBLISHED_EXAMPLE.slice(0, i)}${PUBLISHED_EXAMPLE[i] === '8' ? '9' : '8'}${PUBLISHED_EXAMPLE.slice(i + 1)}`;
      expect(readGstin(changed)).toHaveProperty('problem');
    }
  });

  it('when two neighbouring characters are swapped, then the check character catches it', () => {
    expect(readGstin('27AAPFU9039F1ZV')).toMatchObject({
      problem: expect.stringContaining('check character'),
    });
  });

  it('when the length is not 15, then the problem gives the count', () => {
    expect(readGstin('27AAPFU0939F1Z')).toEqual({ problem: 'GSTIN must be 15 characters; this has 14' });
    expect(readGstin('27AAPFU0939F1ZVV')).toEqual({ problem: 'GSTIN must be 15 characters; this has 16' });
    expect(readGstin('   ')).toEqual({ problem: 'GSTIN is empty' });
  });

  it('when it holds other than letters and digits, then it is refused', () => {
    expect(readGstin('27-AAPFU0939F1ZV')).toEqual({ problem: 'GSTIN may hold only letters and digits' });
    expect(readGstin('27AAPFU0939F1Z✓')).toEqual({ problem: 'GSTIN may hold only letters and digits' });
  });

  it.each(['00', '39', '96', '98', 'A7'])('when the state code is %s, then it is refused', (code) => {
    const first14 = `${code}AAPFU0939F1Z`;
    expect(readGstin(`${first14}${gstinCheckCharacter(first14)}`)).toEqual({
      problem: `GSTIN must start with a state code from 01 to 38 (or 97, 99); ${code} is none`,
    });
  });

  it.each(['01', '38', '97', '99'])('when the state code is %s, then it is accepted', (code) => {
    const first14 = `${code}AAPFU0939F1Z`;
    expect(readGstin(`${first14}${gstinCheckCharacter(first14)}`)).toEqual({
      gstin: `${first14}${gstinCheckCharacter(first14)}`,
      stateCode: code,
    });
  });

  it('when the PAN, the entity character or the Z is out of place, then the part is named', () => {
    const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
    const pan = { problem: 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter' };
    expect(readGstin(withCheck('27AAPF10939F1Z'))).toEqual(pan);
    expect(readGstin(withCheck('27AAPFU0939111Z'.slice(0, 14)))).toEqual(pan);
    expect(readGstin(withCheck('27AAPFU0939F0Z'))).toEqual({
      problem: 'GSTIN 13th character must be 1-9 or A-Z',
    });
    expect(readGstin(withCheck('27AAPFU0939FAZ'))).toHaveProperty('gstin');
    expect(readGstin(withCheck('27AAPFU0939F1Y'))).toEqual({ problem: 'GSTIN 14th character must be Z' });
  });

  it('when the check character is worked out, then it follows the mod-36 scheme', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('27AAAPL1234C1Z')).toBe('E');
    expect(gstinCheckCharacter('07AAACI1681G1Z')).toBe('R');
    expect(gstinCheckCharacter('01AAAAA0000A1Z')).toBe('G');
  });
});
