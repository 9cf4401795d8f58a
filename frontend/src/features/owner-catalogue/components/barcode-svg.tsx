import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';
import { useOwnerT } from '@/i18n/owner';
import { SYMBOLOGY_NAMES, type LabelCode } from '../labels';

/**
 * A barcode drawn as SVG bars, so it prints sharp at any size; the digits or SKU under the bars
 * as the library sets them. Only the labels page imports this, so the library loads with that
 * page alone.
 */
export function BarcodeSvg({ code, className = '' }: { code: LabelCode; className?: string }) {
  const { t } = useOwnerT();
  const svg = useRef<SVGSVGElement>(null);
  const [drawable, setDrawable] = useState(true);
  const { symbology, value } = code;

  useLayoutEffect(() => {
    if (!svg.current) return;
    let valid = true;
    try {
      JsBarcode(svg.current, value, {
        format: symbology,
        width: 2,
        height: 60,
        fontSize: 16,
        margin: 8,
        background: '#ffffff',
        valid: (ok) => (valid = ok),
      });
    } catch {
      valid = false;
    }
    setDrawable(valid);
  }, [symbology, value]);

  const words = { symbology: SYMBOLOGY_NAMES[symbology], value };
  return (
    <>
      <svg
        ref={svg}
        role="img"
        aria-label={t('owner.catalogue.labels.barcode', words)}
        className={drawable ? className : 'hidden'}
      />
      {!drawable && <p className="text-xs text-red-700">{t('owner.catalogue.labels.cannotDraw', words)}</p>}
    </>
  );
}
