/** The catalogue export as the owner saves it. */
export interface CsvDownload {
  csv: string;
  fileName: string;
}

/**
 * The export's body as text, byte order mark kept: spreadsheet programs need it to read Hindi or
 * Marathi titles as UTF-8, and `response.text()` would drop it. Error answers are the API's JSON.
 */
export async function csvDownloadFromResponse(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/**
 * Hands the text to the browser as a file. The export needs the owner's bearer token, so a plain
 * link to the API cannot fetch it; a temporary object URL behind a `download` link does.
 */
export function saveCsv({ csv, fileName }: CsvDownload): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
