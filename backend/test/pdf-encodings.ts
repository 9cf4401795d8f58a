/**
 * The stream encodings and the encryption a PDF writer may use, written by hand for the test
 * files of pdf-files.ts. Every string is Latin-1: one character is one byte.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** How an object stream's bytes are written: each one a way a reader decodes and a byte scan does not. */
export type ObjectStreamEncoding =
  'flate' | 'asciihex' | 'ascii85' | 'predictor' | 'chained' | 'escaped-name' | 'untyped';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const text = (data: Buffer) => data.toString('latin1');
const deflate = (content: string) => text(deflateSync(bytes(content)));
const hex = (content: string) => `${bytes(content).toString('hex')}>`;

function ascii85(content: string): string {
  const data = bytes(content);
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = Buffer.alloc(4);
    data.copy(group, 0, at, at + 4);
    const length = Math.min(4, data.length - at);
    let value = group.readUInt32BE(0);
    if (value === 0 && length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, length + 1).join('');
  }
  return `${out}~>`;
}

/** PNG "None" rows of two bytes: a zero byte before every pair, so no name of three letters survives whole. */
function predicted(content: string): string {
  const padded = content.length % 2 ? `${content} ` : content;
  let rows = '';
  for (let at = 0; at < padded.length; at += 2) rows += `\0${padded.slice(at, at + 2)}`;
  return deflate(rows);
}

/** The stream's dictionary entries (no /Length) and its data, encoded as `encoding` says. */
export function encodeObjectStream(
  content: string,
  encoding: ObjectStreamEncoding,
): { entries: string; data: string } {
  const typed = encoding === 'untyped' ? '' : '/Type /ObjStm ';
  switch (encoding) {
    case 'asciihex':
      return { entries: `${typed}/Filter /ASCIIHexDecode`, data: hex(content) };
    case 'ascii85':
      return { entries: `${typed}/Filter /ASCII85Decode`, data: ascii85(content) };
    case 'predictor':
      return {
        entries: `${typed}/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 2 >>`,
        data: predicted(content),
      };
    case 'chained':
      return { entries: `${typed}/Filter [/ASCIIHexDecode /FlateDecode]`, data: hex(deflate(content)) };
    case 'escaped-name':
      return { entries: `${typed}/Filter /Fl#61teDecode`, data: deflate(content) };
    default:
      return { entries: `${typed}/Filter /FlateDecode`, data: deflate(content) };
  }
}

/** RC4, which Node's OpenSSL no longer offers by default. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + state[i]! + key[i % key.length]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + state[i]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[n] = data[n]! ^ state[(state[i]! + state[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);
const padded = (password: string) => Buffer.concat([bytes(password), PASSWORD_PADDING]).subarray(0, 32);

/**
 * The standard security handler, revision 2 (40-bit RC4), with an empty user password: every
 * reader opens the file without asking, yet every stream in it is encrypted.
 */
export function emptyUserPasswordEncryption(fileId: Buffer) {
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const owner = rc4(md5(padded('owner')).subarray(0, 5), padded(''));
  const key = md5(padded(''), owner, permissions, fileId).subarray(0, 5);
  const user = rc4(key, PASSWORD_PADDING);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -4 >>`,
    /** Object `number`'s stream data, encrypted with that object's key. */
    encrypt(number: number, data: string): string {
      const salt = Buffer.from([number & 255, (number >> 8) & 255, (number >> 16) & 255, 0, 0]);
      return text(rc4(md5(key, salt).subarray(0, 10), bytes(data)));
    },
  };
}
