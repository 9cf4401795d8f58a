import { useState, type FormEvent } from 'react';
import { COUNTER_DEVICE_NAME_MAX } from '@shop/backend/contract';
import { Button, SubmitButton } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormProblem, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { forgetCounterDevice, readCounterDevice, storeCounterDevice } from '@/lib/counter-device';
import {
  useAddCounterDeviceMutation,
  useGetCounterDevicesQuery,
  useRevokeCounterDeviceMutation,
} from '../api';

/**
 * The devices staff may sign in at with a PIN. The owner opens this one as a counter here; its key
 * is kept by this browser alone, and a revoked device takes no PIN again.
 */
export function CounterDevices({ onNotice }: { onNotice: (text: string) => void }) {
  const { t, dateTime } = useOwnerT();
  const devices = useGetCounterDevicesQuery();
  const [revoke, revoking] = useRevokeCounterDeviceMutation();
  const [thisDevice, setThisDevice] = useState(readCounterDevice);

  async function revokeOne(id: string, name: string) {
    const result = await revoke(id);
    if (result.error) return onNotice(t('owner.staff.unreachable'));
    if (thisDevice?.id === id) {
      forgetCounterDevice();
      setThisDevice(null);
    }
    onNotice(t('owner.staff.devices.revoked', { name }));
  }

  return (
    <Panel heading={t('owner.staff.devices.heading')}>
      <p className="mb-4 text-sm text-slate-600">{t('owner.staff.devices.intro')}</p>
      {thisDevice ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900">
          {t('owner.staff.devices.thisOne', { name: thisDevice.name })}
        </p>
      ) : (
        <UseAsCounter
          onOpened={(device) => {
            setThisDevice(device);
            onNotice(t('owner.staff.devices.opened', { name: device.name }));
          }}
        />
      )}
      <QueryState query={devices} error={t('owner.staff.loadFailed')} empty={t('owner.staff.devices.none')}>
        {(list) => (
          <DataTable
            caption={t('owner.staff.devices.caption')}
            look="plain"
            stacked
            rows={list}
            rowKey={(device) => device._id}
            busy={devices.isFetching || revoking.isLoading}
            columns={[
              { header: t('owner.staff.devices.name'), cell: (device) => device.name, rowHeader: true },
              {
                header: t('owner.staff.devices.lastUsed'),
                cell: (device) =>
                  device.lastUsedAt ? dateTime(device.lastUsedAt) : t('owner.staff.devices.never'),
              },
              {
                header: t('owner.staff.state'),
                cell: (device) =>
                  device.revokedAt
                    ? t('owner.staff.devices.revokedAt', { time: dateTime(device.revokedAt) })
                    : t('owner.staff.active'),
              },
              {
                header: t('owner.staff.actions'),
                stackedLabel: false,
                align: 'end',
                cell: (device) =>
                  device.revokedAt ? null : (
                    <Button
                      variant="dangerOutline"
                      label={t('owner.staff.devices.revoke')}
                      onClick={() => void revokeOne(device._id, device.name)}
                    >
                      <span className="sr-only">: {device.name}</span>
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryState>
    </Panel>
  );
}

function UseAsCounter({
  onOpened,
}: {
  onOpened: (device: { id: string; name: string; key: string }) => void;
}) {
  const { t } = useOwnerT();
  const [name, setName] = useState(t('owner.staff.devices.defaultName'));
  const [problem, setProblem] = useState<string | null>(null);
  const [addDevice, { isLoading }] = useAddCounterDeviceMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('owner.staff.devices.nameNeeded'));
    const result = await addDevice({ name: name.trim() });
    if (result.error) {
      return setProblem(serverMessage(result.error) ?? t('owner.staff.unreachable'));
    }
    const device = { id: result.data.device._id, name: result.data.device.name, key: result.data.key };
    storeCounterDevice(device);
    onOpened(device);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        id="counter-device-name"
        label={t('owner.staff.devices.name')}
        maxLength={COUNTER_DEVICE_NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={setName}
        className="sm:w-64"
      />
      <SubmitButton busy={isLoading} label={t('owner.staff.devices.useThis')} />
      {problem && <FormProblem>{problem}</FormProblem>}
    </form>
  );
}
