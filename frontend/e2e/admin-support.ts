import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_JWT_SECRET } from './environment';
import { acceptDialog } from './support';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The owner account's id, as a real login's token names it: the server checks the owner exists. */
async function ownerId(): Promise<string> {
  const response = await fetch(`${E2E_BASE_URL}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await response.json()) as { token: string };
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
}

/** An owner token exactly as the server signs it (HS256, role admin), expiring in `seconds`. */
export async function ownerToken(seconds: number): Promise<string> {
  const sub = await ownerId();
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    role: 'admin',
    username: E2E_ADMIN.username,
    name: 'Shop Owner',
    sub,
    iss: 'pickup-shop',
    iat: now,
    exp: now + seconds,
  });
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export async function logInAsOwner(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await acceptDialog(page, 'Admin Login successful!');
  await expect(page).toHaveURL(/\/dashboard$/);
}
