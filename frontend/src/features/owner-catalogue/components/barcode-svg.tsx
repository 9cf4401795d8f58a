import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';
import { SYMBOLOGY_NAMES, type LabelCode } from '../labels';

/**
 * A barcode drawn as SVG bars, so it prints sharp at any size; the digits or SKU under the bars
 * as the library sets them. Only the labels page imports this, so the library loads with that
 * page alone.
 */
export function BarcodeSvg({ code, className = '' }: { code: LabelCode; className?: string }) {
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

  const name = `${SYMBOLOGY_NAMES[symbology]} barcode ${value}`;
  return (
    <>
      <svg ref={svg} role="img" aria-label={name} className={drawable ? className : 'hidden'} />
      {!drawable && <p className="text-xs text-red-700">{`${name} cannot be drawn`}</p>}
    </>
  );
}
