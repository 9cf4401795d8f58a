import { useState, type KeyboardEvent } from 'react';
import type { Book } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { FormProblem, TextField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindTitlesQuery, useLazyGetItemCostsQuery, useLazyLookupCodeQuery } from '../api';
import type { NewItemDraft } from '../bill-draft';
import { NewItemDialog } from './new-item-dialog';

const SEARCH_DELAY_MS = 300;
const TITLE_MIN_LENGTH = 2;

/** What a unit of an item cost the shop so far, and who it was bought from last (null: never). */
export interface Bought {
  cost: number | null;
  lastSupplierId: string | null;
}

/** An item found for the bill, with what it was bought at and from whom. */
export type FoundItem = (item: Book, bought: Bought) => void;

/** What the item was bought at and from whom; a bill is still entered when that cannot be read. */
function useCostOf() {
  const [readCosts] = useLazyGetItemCostsQuery();
  return async (item: Book): Promise<Bought> => {
    const costs = await readCosts(item._id);
    const known = costs.data?.[0];
    return { cost: known?.cost ?? null, lastSupplierId: known?.lastSupplierId ?? null };
  };
}

/**
 * Finds an item by a scanned or typed barcode or SKU, or by its title, and hands it to the bill;
 * a code no item has may start a new item with it.
 */
export function ItemFinder({ onFound, onNew }: { onFound: FoundItem; onNew: (item: NewItemDraft) => void }) {
  const { t } = useOwnerT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The code no item has, offered as a new item's barcode.
  const [unknown, setUnknown] = useState<string | null>(null);
  const [lookup, looking] = useLazyLookupCodeQuery();
  const costOf = useCostOf();

  async function addCode() {
    const typed = code.trim();
    if (!typed || looking.isFetching) return;
    const found = await lookup(typed);
    if (found.error || !found.data) {
      setUnknown(errorStatus(found.error) === 404 ? typed : null);
      return setProblem(serverMessage(found.error) ?? t('owner.purchases.bill.notFound', { code: typed }));
    }
    setProblem(null);
    setUnknown(null);
    setCode('');
    onFound(found.data, await costOf(found.data));
  }

  // A USB scanner types the code and presses Enter: that adds the item, it does not send the bill.
  function onScanKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void addCode();
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id="bill-scan"
            label={t('owner.purchases.bill.scan')}
            hint={t('owner.purchases.bill.scanHint')}
            autoComplete="off"
            value={code}
            onChange={setCode}
            onKeyDown={onScanKey}
          />
        </div>
        <Button
          variant="secondary"
          label={t('owner.purchases.bill.addScanned')}
          onClick={() => void addCode()}
        />
      </div>
      {problem && <FormProblem>{problem}</FormProblem>}
      {unknown !== null && (
        <NewItemOffer
          code={unknown}
          onNew={(item) => {
            onNew(item);
            setUnknown(null);
            setProblem(null);
            setCode('');
          }}
        />
      )}
      <TitleSearch onPick={async (item) => onFound(item, await costOf(item))} />
    </div>
  );
}

function TitleSearch({ onPick }: { onPick: (item: Book) => void }) {
  const { t } = useOwnerT();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const found = useFindTitlesQuery(q, { skip: q.length < TITLE_MIN_LENGTH });
  const items = q.length < TITLE_MIN_LENGTH ? [] : (found.data ?? []);
  return (
    <div className="space-y-2">
      <TextField
        id="bill-title-search"
        type="search"
        label={t('owner.purchases.bill.findTitle')}
        autoComplete="off"
        value={typed}
        onChange={setTyped}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {items.length > 0 && (
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item._id}>
              <Button
                variant="quiet"
                size="text"
                className="w-full px-3 text-left"
                label={t('owner.purchases.bill.pick', { title: item.title })}
                onClick={() => {
                  setTyped('');
                  onPick(item);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** New item for a code no item has: its dialog opens with the code as the barcode. */
function NewItemOffer({ code, onNew }: { code: string; onNew: (item: NewItemDraft) => void }) {
  const { t } = useOwnerT();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button variant="secondary" label={t('owner.purchases.newItem.open')} onClick={() => setCreating(true)}>
        <span className="sr-only">: {code}</span>
      </Button>
      {creating && (
        <NewItemDialog
          barcode={code}
          onDone={(item) => {
            setCreating(false);
            if (item) onNew(item);
          }}
        />
      )}
    </>
  );
}
