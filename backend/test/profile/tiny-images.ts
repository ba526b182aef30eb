import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1x1 PNG of the given colour, built here so the tests need no fixture files. */
export function tinyPng(rgb: [number, number, number] = [0, 94, 184]): Buffer {
  return pngClaiming(1, 1, rgb);
}

/** A small PNG whose header claims width x height (its pixels are one): what a decompression bomb looks like. */
export function pngClaiming(width: number, height: number, rgb: [number, number, number] = [0, 94, 184]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const pixels = deflateSync(Buffer.from([0, ...rgb])); // filter byte, then one pixel
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** The opening bytes other formats are recognised by (enough for content sniffing). */
export const imageHeads = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  gif: Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b])]),
  webp: Buffer.concat([Buffer.from('RIFF', 'ascii'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L', 'ascii'), Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00])]),
};

/** What an image shows: size and raw pixels. Photos are stored re-encoded, so their bytes differ from the upload's. */
export async function picture(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, pixels: data.toString('base64') };
}

/** A real 2x1 image of each accepted type: a photo is decoded when stored, so opening bytes alone no longer pass. */
export async function tinyImages(): Promise<Record<'png' | 'jpeg' | 'gif' | 'webp', Buffer>> {
  const make = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
    sharp({ create: { width: 2, height: 1, channels: 3, background: { r: 0, g: 94, b: 184 } } }).toFormat(format).toBuffer();
  return { png: await make('png'), jpeg: await make('jpeg'), gif: await make('gif'), webp: await make('webp') };
}

export const PHONE_MAKE = 'PocketCam';

/**
 * A phone photo: 4x2 pixels as stored, taken sideways (EXIF orientation 6: shown 2x4), with
 * the camera and where it was taken (GPS) in its EXIF.
 */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 2, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: PHONE_MAKE, Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '7/1 1/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
