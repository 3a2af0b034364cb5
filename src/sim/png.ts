/**
 * A small PNG encoder for the simulated site's binary attachments (site-operations spec §7 GET
 * /api/attachments/{fileId} answers an image file, not text): an indexed-colour image of up to four
 * colours (bit depth 2), its pixel data deflated in stored (uncompressed) blocks, so no zlib is needed
 * in the browser or in Node.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib data of `raw` in stored deflate blocks (at most 65535 bytes each). */
function storedZlib(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const block = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
    if (last) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

/**
 * Encodes an image of `width` × `height` pixels, each an index (0–3) into `palette` (`#rrggbb`
 * colours), as PNG bytes.
 *
 * @example
 * encodePng(2, 1, ['#ffffff', '#000000'], (x) => x); // a white and a black pixel
 */
export function encodePng(width: number, height: number, palette: readonly string[], pixel: (x: number, y: number) => number): Uint8Array {
  if (palette.length < 1 || palette.length > 4) throw new Error('encodePng: 1 to 4 colours');
  const rowBytes = Math.ceil(width / 4);
  const raw = new Uint8Array(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1);
    for (let x = 0; x < width; x++) {
      const index = pixel(x, y) & 3;
      const at = row + 1 + (x >> 2);
      raw[at] = (raw[at] ?? 0) | (index << (6 - 2 * (x & 3)));
    }
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 2, 3, 0, 0, 0]);
  const plte = new Uint8Array(palette.flatMap((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))));
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('PLTE', plte),
    ...chunk('IDAT', storedZlib(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}
