import { errorBodyOf, saveFile } from '@/lib/file-download';

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
  if (!response.ok) return errorBodyOf(response);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

export const saveCsv = ({ csv, fileName }: CsvDownload): void =>
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
