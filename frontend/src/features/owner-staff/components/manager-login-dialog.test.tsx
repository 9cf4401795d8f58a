import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { StaffList } from './staff-list';

const member = (name: string, role: StaffMember['role'], username: string | null = null): StaffMember => ({
  _id: `st-${name}`,
  name,
  role,
  active: true,
  lockedUntil: null,
  username,
  createdAt: '2026-11-01T04:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

function showList(routes: Record<string, unknown>) {
  storeAdminToken(freshAdminToken());
  const fetchMock = stubApi({
    'GET /api/staff': [member('Asha', 'cashier'), member('Ravi', 'manager', 'ravi')],
    ...routes,
  });
  const onNotice = vi.fn();
  renderScreen(<StaffList onNotice={onNotice} />, { path: '/dashboard/staff' });
  return { fetchMock, onNotice };
}

describe('a manager’s dashboard login on the Staff page', () => {
  it('when the owner sets a manager’s username and password, then they are sent and the owner is told how the manager signs in', async () => {
    const { fetchMock, onNotice } = showList({
      'PUT /api/staff/st-Ravi/login': member('Ravi', 'manager', 'ravi.k'),
    });
    const ravi = (await screen.findByRole('rowheader', { name: 'Ravi' })).closest('tr')!;
    expect(ravi).toHaveTextContent('ravi');
    const asha = screen.getByRole('rowheader', { name: 'Asha' }).closest('tr')!;
    expect(asha).toHaveTextContent('PIN at a counter only');
    expect(within(asha).queryByRole('button', { name: /Dashboard login/ })).toBeNull();

    await userEvent.click(within(ravi).getByRole('button', { name: /^Dashboard login\W+Ravi$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dashboard login for Ravi' });
    const username = within(dialog).getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, ' Ravi.K ');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the login' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      /At least 8 characters\..*At least 8 characters\./,
    );
    expect(requestsTo(fetchMock, 'PUT', '/api/staff/st-Ravi/login')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Password'), '-and-more');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the login' }));
    await vi.waitFor(() => expect(onNotice).toHaveBeenCalled());
    expect(onNotice).toHaveBeenCalledWith('Ravi signs in on the login page as “ravi.k”.');
    const [sent] = requestsTo(fetchMock, 'PUT', '/api/staff/st-Ravi/login');
    expect(await sent!.json()).toEqual({ username: 'ravi.k', password: 'short-and-more' });
  });

  it('when the API refuses the username, then its reason shows in the dialog, which stays open', async () => {
    showList({
      'PUT /api/staff/st-Ravi/login': () =>
        jsonResponse(
          { error: { code: 'conflict', message: 'That username is taken. Please choose another.' } },
          409,
        ),
    });
    const ravi = (await screen.findByRole('rowheader', { name: 'Ravi' })).closest('tr')!;
    await userEvent.click(within(ravi).getByRole('button', { name: /^Dashboard login\W+Ravi$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dashboard login for Ravi' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the login' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That username is taken. Please choose another.',
    );
  });

  it('when the owner removes a manager’s login, then it is deleted and the owner is told', async () => {
    const { fetchMock, onNotice } = showList({
      'DELETE /api/staff/st-Ravi/login': member('Ravi', 'manager'),
    });
    const ravi = (await screen.findByRole('rowheader', { name: 'Ravi' })).closest('tr')!;
    await userEvent.click(within(ravi).getByRole('button', { name: /^Dashboard login\W+Ravi$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dashboard login for Ravi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the login' }));

    await vi.waitFor(() => expect(onNotice).toHaveBeenCalledWith('Ravi no longer has a dashboard login.'));
    expect(requestsTo(fetchMock, 'DELETE', '/api/staff/st-Ravi/login')).toHaveLength(1);
  });
});
