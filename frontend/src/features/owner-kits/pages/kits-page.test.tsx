import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { kitId, makeKitSummary, stubKits } from '../testing/kits-api';
import KitsPage from './kits-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const kits = [
  makeKitSummary({ _id: kitId(1), school: "St. Xavier's", className: 'Class 10', academicYear: '2026-27' }),
  makeKitSummary({
    _id: kitId(2),
    school: "St. Xavier's",
    className: 'Class 2',
    academicYear: '2026-27',
    title: 'Class 2 list',
    published: true,
    lineCount: 1,
  }),
  makeKitSummary({ _id: kitId(3), school: "St. Xavier's", className: 'Class 2', academicYear: '2025-26' }),
  makeKitSummary({ _id: kitId(4), school: 'Bal Bharati', className: 'Class 5', academicYear: '2026-27' }),
];

const openKits = () => renderScreen(<KitsPage />, { path: '/dashboard/kits' });

describe('KitsPage', () => {
  it('when kits are listed, then they are grouped per school A→Z, then per class in school order, newest year first, with their state and items', async () => {
    const fetchMock = stubKits({ 'GET /api/kits/all': { kits } });
    openKits();

    const schools = await screen.findAllByRole('heading', { level: 2 });
    expect(schools.map((heading) => heading.textContent)).toEqual(['Bal Bharati', "St. Xavier's"]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Class 5',
      'Class 2',
      'Class 10',
    ]);

    const class2 = screen.getByRole('region', { name: "Class 2, St. Xavier's" });
    const cards = within(class2).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      '2026-27Class 2 list',
      '2025-26Class 5, St. Xavier’s 2026-27',
    ]);
    expect(cards[0]).toHaveTextContent('Published1 item');
    expect(cards[1]).toHaveTextContent('Not published3 items');
    expect(
      within(cards[0]!).getByRole('link', { name: "Edit Class 2, St. Xavier's, 2026-27" }),
    ).toHaveAttribute('href', `/dashboard/kits/${kitId(2)}/edit`);
    expect(
      within(cards[0]!).getByRole('link', { name: "Print list Class 2, St. Xavier's, 2026-27" }),
    ).toHaveAttribute('href', `/dashboard/kits/${kitId(2)}/print`);
    expect(
      within(cards[0]!).getByRole('button', { name: "Copy to next year Class 2, St. Xavier's, 2026-27" }),
    ).toBeEnabled();
    const [request] = requestsTo(fetchMock, 'GET', '/api/kits/all');
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('when a school and a year are chosen and words typed, then the list is asked for with those filters', async () => {
    const fetchMock = stubKits({
      'GET /api/kits/all': (request: Request) => {
        const params = new URL(request.url).searchParams;
        const school = params.get('school');
        return jsonResponse({ kits: school ? kits.filter((kit) => kit.school === school) : kits });
      },
    });
    const user = userEvent.setup();
    openKits();
    await screen.findByRole('heading', { level: 2, name: 'Bal Bharati' });

    await user.selectOptions(screen.getByLabelText('School'), "St. Xavier's");
    await user.selectOptions(screen.getByLabelText('Academic year'), '2026-27');
    await user.type(screen.getByLabelText('Search kits'), 'Class 2');

    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/kits/all').map((request) =>
          Object.fromEntries(new URL(request.url).searchParams),
        ),
      ).toContainEqual({ school: "St. Xavier's", academicYear: '2026-27', q: 'Class 2' }),
    );
    // The choices still offer every school.
    expect(
      within(screen.getByLabelText('School'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All schools', 'Bal Bharati', "St. Xavier's"]);
  });

  it('when there are no kits, then it says how to start', async () => {
    stubKits({ 'GET /api/kits/all': { kits: [] } });
    openKits();
    expect(
      await screen.findByText('No kits yet. Make one, or import a school’s lists from a CSV.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New kit' })).toHaveAttribute('href', '/dashboard/kits/new');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
      'href',
      '/dashboard/kits/import',
    );
  });
});
