import { inflateSync } from 'node:zlib';

// WOFF 1.0 (W3C Recommendation, 2012) to the TrueType/OpenType file it wraps: each table inflated
// (when stored compressed) and the sfnt offset table rebuilt. The share images' renderer reads
// fonts through fontconfig, which wants the plain file; the @fontsource packages ship WOFF.

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_TABLE_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_TABLE_ENTRY_BYTES = 16;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER_BYTES + i * WOFF_TABLE_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  // The binary-search fields of the sfnt header (OpenType spec, "Table Directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_TABLE_ENTRY_BYTES;
  const header = Buffer.alloc(SFNT_HEADER_BYTES + numTables * SFNT_TABLE_ENTRY_BYTES);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * SFNT_TABLE_ENTRY_BYTES - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER_BYTES + i * SFNT_TABLE_ENTRY_BYTES;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3); // tables start on 4-byte boundaries
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
