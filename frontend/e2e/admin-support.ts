import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_JWT_SECRET } from './environment';
import { acceptDialog } from './support';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An owner token exactly as the server signs it (HS256, role admin), expiring in `seconds`. */
export function ownerToken(seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    role: 'admin',
    username: E2E_ADMIN.username,
    name: 'Shop Owner',
    sub: '0'.repeat(24),
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
