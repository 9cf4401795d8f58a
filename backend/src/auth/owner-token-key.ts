import { randomBytes } from 'node:crypto';
import type { SecretStore } from '../store/store';

const OWNER_TOKEN_KEY = 'owner-token-key';

/**
 * The key owner tokens are signed with: JWT_SECRET when set (production requires it), else a
 * random key this shop made on its first start and keeps in its store, so no key written in
 * the source or the docs ever signs a token it accepts.
 */
export async function ownerTokenKey(configured: string | undefined, secrets: SecretStore): Promise<string> {
  return configured ?? secrets.getOrCreate(OWNER_TOKEN_KEY, () => randomBytes(48).toString('base64url'));
}
