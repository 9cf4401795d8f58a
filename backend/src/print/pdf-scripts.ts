/**
 * Whether a parsed PDF carries anything a viewer would run: JavaScript or a /Launch action on
 * the document, a page, an annotation or a form field, or a script in an XFA form. Read from the
 * objects pdf.js has decoded and decrypted, never from the file's bytes, so neither an encoding
 * hides a script nor a string that mentions JavaScript (a link's address, a title) looks like one.
 */
import { isDict, isName, isRef, isStream, type ParsedPdf, type PdfDict, type PdfXRef } from './pdf-internals';

/** Objects looked at, at most: past it, a file built to be walked for ever is refused as unreadable. */
const OBJECTS_MAX = 200_000;

/** An XFA script element, with or without a namespace prefix. */
const XFA_SCRIPT = /<(?:[A-Za-z_][\w.-]*:)?script[\s/>]/;

class Walk {
  private readonly seen = new Set<string>();
  private visited = 0;

  constructor(private readonly xref: PdfXRef) {}

  /** The object `value` stands for, or undefined once seen (a loop) or past the budget. */
  resolve(value: unknown): unknown {
    if (++this.visited > OBJECTS_MAX) throw new Error('Too many objects to look for scripts in.');
    if (!isRef(value)) return value;
    const key = `${value.num}R${value.gen}`;
    if (this.seen.has(key)) return undefined;
    this.seen.add(key);
    return this.xref.fetch(value);
  }

  /** An action, and the actions it chains to with /Next. */
  actionRuns(value: unknown): boolean {
    const action = this.resolve(value);
    if (Array.isArray(action)) return action.some((next) => this.actionRuns(next));
    if (!isDict(action)) return false;
    const type = action.get('S');
    if (isName(type, 'JavaScript') || isName(type, 'Launch') || [...action.getKeys()].includes('JS'))
      return true;
    return this.actionRuns(action.getRaw('Next'));
  }

  /** /A, and every trigger of /AA, of a document, page, annotation or field. */
  triggersRun(dict: PdfDict): boolean {
    if (this.actionRuns(dict.getRaw('A'))) return true;
    const triggers = this.resolve(dict.getRaw('AA'));
    return isDict(triggers) && [...triggers.getKeys()].some((key) => this.actionRuns(triggers.getRaw(key)));
  }

  /** A form's fields and their kids (widgets among them). */
  fieldsRun(value: unknown): boolean {
    const fields = this.resolve(value);
    if (!Array.isArray(fields)) return false;
    return fields.some((entry) => {
      const field = this.resolve(entry);
      return isDict(field) && (this.triggersRun(field) || this.fieldsRun(field.getRaw('Kids')));
    });
  }

  /** /XFA is one stream, or an array of packet names and streams. */
  xfaRuns(value: unknown): boolean {
    const xfa = this.resolve(value);
    const packets = Array.isArray(xfa) ? xfa.map((packet) => this.resolve(packet)) : [xfa];
    return packets.some(
      (packet) => isStream(packet) && XFA_SCRIPT.test(Buffer.from(packet.getBytes()).toString('latin1')),
    );
  }
}

export async function carriesScripts(pdf: ParsedPdf, pages: number): Promise<boolean> {
  const walk = new Walk(pdf.xref);
  const catalog = pdf.xref.getCatalogObj();
  // The document's /OpenAction may also be a destination (an array): only a dictionary acts.
  const openAction = walk.resolve(catalog.getRaw('OpenAction'));
  if (isDict(openAction) && walk.actionRuns(openAction)) return true;
  if (walk.triggersRun(catalog)) return true;
  const form = walk.resolve(catalog.getRaw('AcroForm'));
  if (isDict(form) && (walk.fieldsRun(form.getRaw('Fields')) || walk.xfaRuns(form.getRaw('XFA'))))
    return true;
  for (let index = 0; index < pages; index += 1) {
    const page = await pdf.getPage(index);
    if (walk.triggersRun(page.pageDict)) return true;
    for (const entry of page.annotations) {
      const annotation = walk.resolve(entry);
      if (isDict(annotation) && walk.triggersRun(annotation)) return true;
    }
  }
  return false;
}
