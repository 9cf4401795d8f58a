import { taxSettingsWithDefaults, type TaxSettings } from '../../contract';
import type { TaxSettingsStore } from '../store';
import type { Models, SettingDoc } from './models';

const NAME = 'tax';

export function createMongoTaxSettingsStore({ Setting }: Models): TaxSettingsStore {
  const read = async (): Promise<TaxSettings> => {
    const doc = await Setting.findById(NAME).lean<SettingDoc>();
    return taxSettingsWithDefaults((doc?.value as Partial<TaxSettings> | undefined) ?? null);
  };
  return {
    get: read,
    async put(settings) {
      await Setting.updateOne(
        { _id: NAME },
        { $set: { value: settings, updatedAt: new Date() } },
        { upsert: true },
      );
      return read();
    },
  };
}
