import { errorBodyOf, saveFile } from '@/lib/file-download';

/** The owner's download of a customer's print file: the PDF's bytes, or the API's JSON refusal. */
export async function printFileFromResponse(response: Response): Promise<unknown> {
  return response.ok ? response.blob() : errorBodyOf(response);
}

export const savePrintFile = (pdf: Blob, fileName: string): void => saveFile(pdf, fileName);
