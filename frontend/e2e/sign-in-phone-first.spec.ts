import { expect, test } from '@playwright/test';
import { shootAtWidths } from './support';

for (const screen of [
  { path: '/login', heading: 'Please Login', google: 'Sign in with Google', submit: 'Login' },
  { path: '/register', heading: 'Please Register', google: 'Sign up with Google', submit: 'Register' },
]) {
  test(`when a customer opens ${screen.path} on a 360 px phone, then Continue with phone comes first, with Google and the e-mail form below it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
    const phone = page.getByRole('button', { name: 'Continue with phone' });
    const google = page.getByRole('button', { name: screen.google });
    const email = page.getByLabel('Email');
    const submit = page.getByRole('button', { name: screen.submit, exact: true });
    for (const control of [phone, google, email, page.getByLabel('Password'), submit])
      await expect(control).toBeVisible();
    // First on the screen, and first to the keyboard: nothing of the form comes before it.
    await expect(phone).toBeInViewport();
    const [phoneBox, googleBox, emailBox] = await Promise.all([
      phone.boundingBox(),
      google.boundingBox(),
      email.boundingBox(),
    ]);
    expect(phoneBox!.y).toBeLessThan(googleBox!.y);
    expect(googleBox!.y).toBeLessThan(emailBox!.y);
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main button, main input')].map(
        (control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.id,
      ),
    );
    expect(order[0]).toBe('Continue with phone');
    await shootAtWidths(page, screen.path.slice(1));

    // The phone way opens in place, and e-mail is one tap back.
    await page.setViewportSize({ width: 360, height: 740 });
    await phone.click();
    await expect(page.getByLabel('Mobile number')).toHaveValue(/^\+91 ?$/);
    await page.getByRole('button', { name: 'Use e-mail and password instead' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
}
