/**
 * The pixel size of an inline PNG or JPEG, read from its header: a photo slot's default photo is
 * placed by its size, and reading a header needs no decoder (the upload is checked synchronously).
 */
const INLINE = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=\s]*)$/;

export function inlineImageSize(href: string): { width: number; height: number } | null {
  const match = INLINE.exec(href.trim());
  if (!match) return null;
  const bytes = Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64');
  return match[1] === 'png' ? pngSize(bytes) : jpegSize(bytes);
}

function pngSize(bytes: Buffer) {
  // The signature, then the IHDR chunk: its width and height come first.
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  return positive(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

function jpegSize(bytes: Buffer) {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers (baseline, progressive…), not DHT (c4), JPG (c8) or DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive(bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
