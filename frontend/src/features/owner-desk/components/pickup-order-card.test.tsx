import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '@shop/backend/contract';
import { makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { PickupOrderCard } from './pickup-order-card';

const PLACED_AT = '2025-11-20T04:30:00.000Z';

function showCard(order: OrderView) {
  const view = renderScreen(
    <PickupOrderCard order={order} number={1} shop={undefined} announce={() => {}} />,
  );
  return { ...view, card: screen.getByRole('article') };
}

const mailLinks = (card: HTMLElement) => [...card.querySelectorAll('a[href^="mailto:"]')];

describe('PickupOrderCard: how to reach the customer', () => {
  it('when the customer has an e-mail, then the card links it to be written to', () => {
    const { card } = showCard(makeOrder('a1', PLACED_AT));
    expect(screen.getByRole('link', { name: 'asha@example.in' })).toHaveAttribute(
      'href',
      'mailto:asha@example.in',
    );
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
    expect(mailLinks(card)).toHaveLength(1);
  });

  it('when a placed order’s customer signed in by phone, then the card offers a WhatsApp chat with the number they signed in with, and no empty mailto', () => {
    const { card } = showCard(makeOrder('a1', PLACED_AT, { email: '', verifiedPhone: '+919812345678' }));
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('WhatsApp')).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: '+91 98123 45678 (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919812345678');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mailLinks(card)).toEqual([]);
  });

  it('when a ready order’s customer signed in by phone, then the chat is the API’s link, with the ready notice typed in', () => {
    const link = `https://wa.me/919812345678?text=${encodeURIComponent('Your order is ready')}`;
    const { card } = showCard(
      makeOrder('a1', PLACED_AT, {
        status: 'ready',
        holdUntil: '2025-11-25T18:29:59.999Z',
        email: '',
        verifiedPhone: '+919812345678',
        whatsAppLink: link,
      }),
    );
    expect(screen.getByRole('link', { name: '+91 98123 45678 (opens in a new tab)' })).toHaveAttribute(
      'href',
      link,
    );
    expect(mailLinks(card)).toEqual([]);
  });

  it('when a customer has neither an e-mail nor a verified number, then the card shows no e-mail line and no empty mailto', () => {
    const { card } = showCard(makeOrder('a1', PLACED_AT, { email: '', verifiedPhone: null }));
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
    expect(mailLinks(card)).toEqual([]);
    // The number typed at checkout still reaches them.
    expect(screen.getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  });
});

describe('PickupOrderCard: who moved the order', () => {
  it('when the desk made the order ready and collected it, then each change names who made it, and the customer’s own placing names nobody', () => {
    const { card } = showCard(
      makeOrder('a1', PLACED_AT, {
        status: 'collected',
        statusHistory: [
          { status: 'placed', at: PLACED_AT, by: null },
          { status: 'ready', at: '2025-11-20T06:00:00.000Z', by: { id: 'st-1', name: 'Meena' } },
          { status: 'collected', at: '2025-11-20T09:00:00.000Z', by: { id: 'st-2', name: 'Ravi' } },
        ],
        payment: { method: 'cash', reference: null, at: '2025-11-20T09:00:00.000Z' },
      }),
    );
    const steps = within(within(card).getByRole('list', { name: 'Status history' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps[0]).not.toMatch(/by /);
    expect(steps[1]).toMatch(/^Ready.*by Meena$/);
    expect(steps[2]).toMatch(/^Collected.*by Ravi$/);
  });
});
