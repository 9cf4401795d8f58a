import { describe, expect, it } from 'vitest';
import { REMEMBER_VERIFIED_TOKEN_MS, rememberVerifiedTokens, type VerifiedToken } from './customer-tokens';

const asha = { uid: 'uid-asha', email: 'asha@example.in', emailVerified: true, phoneNumber: null };

function countingVerifier(answer: (token: string) => VerifiedToken | null) {
  const calls: string[] = [];
  const verify = async (token: string) => {
    calls.push(token);
    return answer(token);
  };
  return { calls, verify };
}

describe('verified customer tokens', () => {
  it('when the same token comes again before it expires, then it is not verified again', async () => {
    let clock = 1_000;
    const { calls, verify } = countingVerifier(() => ({ customer: asha, expiresAtMs: 5_000 }));
    const check = rememberVerifiedTokens(verify, { now: () => clock });

    expect(await check('token-a')).toEqual(asha);
    clock = 4_999;
    expect(await check('token-a')).toEqual(asha);
    expect(calls).toEqual(['token-a']);

    clock = 5_000;
    await check('token-a');
    expect(calls).toEqual(['token-a', 'token-a']);
  });

  it('when a token valid for an hour comes again after five minutes, then it is verified again', async () => {
    let clock = 0;
    const { calls, verify } = countingVerifier(() => ({ customer: asha, expiresAtMs: clock + 3_600_000 }));
    const check = rememberVerifiedTokens(verify, { now: () => clock });

    await check('token-a');
    clock = REMEMBER_VERIFIED_TOKEN_MS - 1;
    await check('token-a');
    expect(calls).toEqual(['token-a']);

    clock = REMEMBER_VERIFIED_TOKEN_MS;
    await check('token-a');
    expect(calls).toEqual(['token-a', 'token-a']);
  });

  it('when a token fails verification, then it is checked again every time and never let through', async () => {
    const { calls, verify } = countingVerifier(() => null);
    const check = rememberVerifiedTokens(verify);
    expect(await check('forged')).toBeNull();
    expect(await check('forged')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('when two customers send tokens, then each gets their own identity back', async () => {
    const ravi = { uid: 'uid-ravi', email: null, emailVerified: false, phoneNumber: '+919876543210' };
    const { verify } = countingVerifier((token) => ({
      customer: token === 'token-ravi' ? ravi : asha,
      expiresAtMs: Date.now() + 60_000,
    }));
    const check = rememberVerifiedTokens(verify);
    await check('token-asha');
    await check('token-ravi');
    expect(await check('token-asha')).toEqual(asha);
    expect(await check('token-ravi')).toEqual(ravi);
  });
});
