import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const decoder = vi.hoisted(() => ({ loaded: vi.fn(), stop: vi.fn() }));

vi.mock('@zxing/browser', () => {
  decoder.loaded();
  return {
    BrowserMultiFormatOneDReader: class {
      async decodeFromConstraints(_constraints: unknown, _video: unknown, found: (result: unknown) => void) {
        setTimeout(() => found({ getText: () => '8909876543210' }), 0);
        return { stop: decoder.stop };
      }
    },
  };
});

const stopTrack = vi.fn();
const lineOf = async (title: string) => {
  const lines = await screen.findByRole('list', { name: 'Items in this sale' });
  return (await within(lines).findByText(title)).closest('li')!;
};

beforeEach(() => {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CounterPage: the phone’s camera', () => {
  it('when the browser has a BarcodeDetector, then the camera reads a code into the sale, once while it stays in view', async () => {
    class FakeDetector {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      detect = vi.fn(async () => [{ rawValue: '8901234567890' }]);
    }
    vi.stubGlobal('BarcodeDetector', FakeDetector);
    stubCounter();
    const user = userEvent.setup();
    renderScreen(<CounterPage />);
    await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    const line = await lineOf('Pencil box');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(line).getByRole('spinbutton', { name: 'Quantity of Pencil box' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Done scanning' }));
    expect(stopTrack).toHaveBeenCalled();
    expect(decoder.loaded).not.toHaveBeenCalled();
  });

  it('when the browser has no BarcodeDetector, then the decoder is loaded only once the camera is asked for', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    stubCounter();
    const user = userEvent.setup();
    renderScreen(<CounterPage />);
    await screen.findByRole('button', { name: 'Scan with camera' });
    expect(decoder.loaded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await lineOf('A4 notebook')).toBeInTheDocument();
    expect(decoder.loaded).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Done scanning' }));
    await waitFor(() => expect(decoder.stop).toHaveBeenCalled());
  });
});
