import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, salesLedgersByRate, type TaxSettings } from '../contract';
import { availableAdapters } from '../../test/temp-store';
import type { Store } from './store';

describe.each(availableAdapters())('store contract, tax settings: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  it('when nothing was saved, then the settings are the defaults with today’s rates', async () => {
    const settings = await store.taxSettings.get();
    expect(settings).toEqual(DEFAULT_TAX_SETTINGS);
    expect(settings.categoryDefaults.book).toEqual({ hsn: '4901', gstRate: 0 });
    expect(settings.printService).toEqual({ sac: '998912', gstRate: 18 });
  });

  it('when the owner saves settings, then they are read back whole, and saving again replaces them', async () => {
    const regular: TaxSettings = {
      ...DEFAULT_TAX_SETTINGS,
      gstMode: 'regular',
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Sharma Book Depot',
      categoryDefaults: { ...DEFAULT_TAX_SETTINGS.categoryDefaults, box: { hsn: '73269099', gstRate: 12 } },
    };
    expect(await store.taxSettings.put(regular)).toEqual(regular);
    expect(await store.taxSettings.get()).toEqual(regular);
    await store.taxSettings.put({ ...regular, invoicePrefix: 'SBD' });
    expect((await store.taxSettings.get()).invoicePrefix).toBe('SBD');
  });

  it('when settings were saved before a default existed, then the missing default is filled in', async () => {
    const { printService: _left, ...older } = DEFAULT_TAX_SETTINGS;
    await store.taxSettings.put(older as TaxSettings);
    expect((await store.taxSettings.get()).printService).toEqual(DEFAULT_TAX_SETTINGS.printService);
  });

  it('when ledgers were saved before the per-rate sales ledgers, then each rate’s is named from the saved sales ledger', async () => {
    const { salesByRate: _byRate, ...ledgers } = DEFAULT_TAX_SETTINGS.tallyLedgers;
    await store.taxSettings.put({
      ...DEFAULT_TAX_SETTINGS,
      tallyLedgers: { ...ledgers, sales: 'Counter Sales' },
    } as TaxSettings);
    expect((await store.taxSettings.get()).tallyLedgers).toEqual({
      ...ledgers,
      sales: 'Counter Sales',
      salesByRate: salesLedgersByRate('Counter Sales'),
    });
  });
});
