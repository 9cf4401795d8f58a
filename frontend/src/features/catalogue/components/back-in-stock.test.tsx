import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook, makeShop } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import { BACK_IN_STOCK_LIMIT_REACHED } from '@shop/backend/contract';
import { BackInStock } from './back-in-stock';

const book = makeBook({ _id: 'b'.repeat(24), title: 'Godaan', stock: 0 });
const PATH = `/api/books/${book._id}/back-in-stock`;
const notWaiting = { waiting: false, channel: null, phone: null };

afterEach(() => vi.unstubAllGlobals());

const renderPanel = (user = signedInUser) =>
  renderScreen(<BackInStock book={book} />, { auth: fakeAuth({ currentUser: user }) });

describe('BackInStock', () => {
  it('when a verified customer asks, then the request is sent and the panel says they will hear by e-mail', async () => {
    let waiting = false;
    const fetchMock = stubApi({
      'GET /api/shop': makeShop(),
      [`GET ${PATH}`]: () =>
        jsonResponse(waiting ? { waiting: true, channel: 'email', phone: null } : notWaiting),
      [`POST ${PATH}`]: () => {
        waiting = true;
        return jsonResponse({ waiting: true, channel: 'email', phone: null }, 201);
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByText('We will tell you by e-mail when it is back.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', PATH)[0]!.json()).toEqual({});
    expect(screen.getByRole('button', { name: 'Stop telling me' })).toBeInTheDocument();
  });

  it('when the e-mail is not verified, then a mobile number is asked for, sent, and the refusal shown when the shop refuses it', async () => {
    const fetchMock = stubApi({
      'GET /api/shop': makeShop(),
      [`GET ${PATH}`]: notWaiting,
      [`POST ${PATH}`]: () =>
        jsonResponse({ error: { code: 'validation', message: 'Enter a 10-digit mobile number' } }, 400),
    });
    renderPanel({ ...signedInUser, emailVerified: false });
    await userEvent.type(await screen.findByLabelText('Mobile number for WhatsApp'), '12345');
    await userEvent.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 10-digit mobile number');
    expect(await requestsTo(fetchMock, 'POST', PATH)[0]!.json()).toEqual({ phone: '12345' });
  });

  it('when the account already waits on a typed number for as many items as it may, then the shop’s refusal is shown and the form stays', async () => {
    stubApi({
      'GET /api/shop': makeShop(),
      [`GET ${PATH}`]: notWaiting,
      [`POST ${PATH}`]: () =>
        jsonResponse({ error: { code: 'conflict', message: BACK_IN_STOCK_LIMIT_REACHED } }, 409),
    });
    renderPanel({ ...signedInUser, emailVerified: false });
    await userEvent.type(await screen.findByLabelText('Mobile number for WhatsApp'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can wait for at most 3 items at a time on a mobile number you have not verified.',
    );
    expect(screen.getByRole('button', { name: "Tell me when it's back" })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Stop telling me' })).not.toBeInTheDocument();
  });

  it('when nobody is signed in, then a login link keeps the page to come back to, and the shop can be asked on WhatsApp', async () => {
    stubApi({ 'GET /api/shop': makeShop({ phone: '+91 98220 12345' }) });
    renderPanel(null as never);
    expect(screen.getByRole('link', { name: "Log in to be told when it's back" })).toHaveAttribute(
      'href',
      '/login',
    );
    const ask = await screen.findByRole('link', { name: 'Ask the shop on WhatsApp' });
    expect(ask).toHaveAttribute(
      'href',
      `https://wa.me/919822012345?text=${encodeURIComponent('Hello, is "Godaan" coming back in stock?')}`,
    );
  });

  it('when the customer is waiting on WhatsApp and stops, then the request is withdrawn', async () => {
    let waiting = true;
    const fetchMock = stubApi({
      'GET /api/shop': makeShop(),
      [`GET ${PATH}`]: () =>
        jsonResponse(waiting ? { waiting: true, channel: 'whatsapp', phone: '+919876543210' } : notWaiting),
      [`DELETE ${PATH}`]: () => {
        waiting = false;
        return new Response(null, { status: 204 });
      },
    });
    renderPanel({ ...signedInUser, emailVerified: false });
    expect(
      await screen.findByText('We will tell you on WhatsApp at +919876543210 when it is back.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop telling me' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE', PATH)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: "Tell me when it's back" })).toBeInTheDocument();
  });
});
