import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import type { useScanBox } from '../hooks/use-scan-box';
import { CameraScanner } from './camera-scanner';
import { optionId, SearchResults } from './search-results';
import { FieldLabel } from '@/components/ui/form-field';

type ScanBoxState = ReturnType<typeof useScanBox>;

/**
 * Focus that fell on nothing (a click on the page) comes back, since a USB scanner types wherever
 * the focus is. Not on a touch screen, where the keyboard would keep covering the sale.
 */
function refocusIfLost(input: HTMLInputElement | null) {
  if (window.matchMedia?.('(pointer: coarse)').matches) return;
  setTimeout(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (lost && !document.querySelector('dialog[open]')) input?.focus();
  }, 0);
}

function ScanAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="mt-2 rounded-md bg-red-700 px-4 py-3 text-base font-bold text-white">
      {text}
    </p>
  );
}

function CameraButton({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useOwnerT();
  return (
    <Button
      variant="secondary"
      size="square"
      className="shrink-0"
      aria-label={t('owner.counter.scan.withCamera')}
      pressed={on}
      label={t('owner.counter.scan.camera')}
      onClick={onToggle}
    />
  );
}

interface ScanFormProps {
  box: ScanBoxState;
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  listId: string;
  camera: boolean;
  onCamera: () => void;
}

function ScanForm({ box, inputRef, id, listId, camera, onCamera }: ScanFormProps) {
  const { t } = useOwnerT();
  const open = box.results.length > 0;
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, 1 | -1> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && open) {
      event.preventDefault();
      box.move(moves[event.key]!);
    } else if (event.key === 'Escape') box.close();
  }
  return (
    <form
      role="search"
      aria-label={t('owner.counter.scan.form')}
      onSubmit={(event) => {
        event.preventDefault();
        box.submit();
      }}
    >
      <FieldLabel id={id} label={t('owner.counter.scan.label')} />
      <div className="flex gap-2">
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={box.active >= 0 ? optionId(listId, box.active) : undefined}
          autoFocus
          autoComplete="off"
          enterKeyHint="enter"
          className="field-input h-12 min-w-0 flex-1 text-lg"
          value={box.text}
          onChange={(event) => box.edit(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => event.relatedTarget === null && refocusIfLost(inputRef.current)}
        />
        <CameraButton on={camera} onToggle={onCamera} />
      </div>
    </form>
  );
}

/** Where every item enters the sale: a scanner, typed codes and words, or the phone's camera. */
export function ScanBox({
  box,
  inputRef,
}: {
  box: ScanBoxState;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const listId = `${id}-results`;
  const [camera, setCamera] = useState(false);
  return (
    <div>
      <ScanForm
        box={box}
        inputRef={inputRef}
        id={id}
        listId={listId}
        camera={camera}
        onCamera={() => setCamera((on) => !on)}
      />
      <ScanAlert text={box.alert} />
      <SearchResults
        id={listId}
        term={box.term}
        results={box.results}
        active={box.active}
        searching={box.searching}
        failed={box.searchFailed}
        onPick={box.take}
      />
      {camera && <CameraScanner onCode={box.scan} onClose={() => setCamera(false)} />}
    </div>
  );
}
