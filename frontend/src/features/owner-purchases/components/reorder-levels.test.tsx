import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { ReorderLevels } from './reorder-levels';

function open() {
  storeAdminToken(freshStaffToken('Ravi', 'manager'));
  const fetchMock = stubApi({
    'GET /api/item-costs': [
      { productId: 'bk-1', cost: 11.8, lastSupplierId: 'su-1', reorderLevel: 5, reorderQuantity: null },
    ],
    'PUT /api/reorder/bk-1': { productId: 'bk-1', reorderLevel: 12, reorderQuantity: 40 },
  });
  renderScreen(<ReorderLevels productId="bk-1" />);
  return fetchMock;
}

describe('an item’s reorder levels', () => {
  it('when the item has a level, then it shows; a new level and quantity are sent as whole units', async () => {
    const fetchMock = open();
    const level = await screen.findByLabelText('Reorder level (units)');
    expect(level).toHaveValue('5');
    expect(screen.getByLabelText(/Reorder quantity/)).toHaveValue('');
    await userEvent.clear(level);
    await userEvent.type(level, '12');
    await userEvent.type(screen.getByLabelText(/Reorder quantity/), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save reorder levels' }));
    expect(await screen.findByText('Reorder levels saved.')).toBeVisible();
    const [sent] = requestsTo(fetchMock, 'PUT', '/api/reorder/bk-1');
    expect(await sent!.json()).toEqual({ reorderLevel: 12, reorderQuantity: 40 });
  });

  it('when a level is not whole units, or a quantity comes without a level, then nothing is sent and the form says why', async () => {
    const fetchMock = open();
    const level = await screen.findByLabelText('Reorder level (units)');
    await userEvent.clear(level);
    await userEvent.type(level, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save reorder levels' }));
    expect(screen.getByText(/Give whole units from 0 to 100000/)).toBeVisible();
    await userEvent.clear(level);
    await userEvent.type(screen.getByLabelText(/Reorder quantity/), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save reorder levels' }));
    expect(screen.getByText('Give a reorder level for the quantity to apply to.')).toBeVisible();
    expect(requestsTo(fetchMock, 'PUT', '/api/reorder/bk-1')).toHaveLength(0);
  });
});
