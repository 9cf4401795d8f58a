/** A snapshot's moment as MongoDB keeps it, or an error naming the record it is in. */
export function toDate(iso: string, what: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`${what} is not a timestamp: ${JSON.stringify(iso)}`);
  return date;
}
