import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { DownloadCsvButton } from './download-csv-button';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
}));

beforeEach(() => storeAdminToken(freshAdminToken()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const renderButton = () => renderScreen(<DownloadCsvButton />);

describe('Download CSV', () => {
  it('when pressed, then the export is fetched with the owner’s token and saved under the API’s file name', async () => {
    const bom = '\uFEFF';
    const fetchMock = stubApi({
      'GET /api/books/export.csv': () =>
        new Response(`${bom}sku,title\nNB-1,नोटबुक\n`, {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="catalogue-2025-11-20.csv"',
          },
        }),
    });
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:catalogue';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('catalogue-2025-11-20.csv');
    expect(clicks[0]!.href).toBe('blob:catalogue');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved!);
    });
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('sku,title\nNB-1,नोटबुक\n');
    expect(requestsTo(fetchMock, 'GET', '/api/books/export.csv')[0]!.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:catalogue'));
  });

  it('when the export fails, then the API’s message is shown', async () => {
    stubApi({
      'GET /api/books/export.csv': () => jsonResponse({ error: { message: 'Export unavailable' } }, 503),
    });
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Download failed',
        text: 'Export unavailable',
        icon: 'error',
      }),
    );
  });
});
