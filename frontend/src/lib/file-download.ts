/**
 * Downloads the owner asks the API for. They need the owner's bearer token, so a plain link to
 * the API cannot fetch them; the body is read here and saved through a temporary object URL.
 */

/** An error answer's body: the API's JSON refusal, or its text when it is not JSON. */
export async function errorBodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Hands the bytes to the browser as a file named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
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
