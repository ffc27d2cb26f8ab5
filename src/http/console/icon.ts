/**
 * The console's icon: a white "C" on the brand's blue. Browsers ask for `/favicon.ico` on their
 * own, so it is served as a real ICO (16×16, 32-bit), and the pages link the SVG for sharp
 * tabs. Both are drawn here, once, so there is no binary file to keep beside the code.
 */

const BRAND = { r: 0x25, g: 0x63, b: 0xeb };

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2563eb"/><path d="M22 10.5a8 8 0 1 0 0 11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>`;

/** Whether pixel (x, y) of the 16×16 icon is part of the white "C". */
function inLetter(x: number, y: number): boolean {
  const dx = x + 0.5 - 8;
  const dy = y + 0.5 - 8;
  const distance = Math.hypot(dx, dy);
  const mouth = dx > 1.5 && Math.abs(dy) < 2.5;
  return distance >= 3.2 && distance <= 5.6 && !mouth;
}

function drawIco(): Buffer {
  const size = 16;
  const header = Buffer.alloc(6 + 16 + 40);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  const pixels = Buffer.alloc(size * size * 4);
  const mask = Buffer.alloc(size * 4); // 16 rows of 32 bits, all opaque
  header.writeUInt32LE(40 + pixels.length + mask.length, 14);
  header.writeUInt32LE(22, 18);
  header.writeUInt32LE(40, 22); // BITMAPINFOHEADER
  header.writeInt32LE(size, 26);
  header.writeInt32LE(size * 2, 30); // the colors and the mask, stacked
  header.writeUInt16LE(1, 34);
  header.writeUInt16LE(32, 36);
  // Rows go bottom-up, each pixel as blue, green, red, alpha.
  for (let row = 0; row < size; row++) {
    for (let x = 0; x < size; x++) {
      const y = size - 1 - row;
      const offset = (row * size + x) * 4;
      const white = inLetter(x, y);
      pixels[offset] = white ? 255 : BRAND.b;
      pixels[offset + 1] = white ? 255 : BRAND.g;
      pixels[offset + 2] = white ? 255 : BRAND.r;
      pixels[offset + 3] = 255;
    }
  }
  return Buffer.concat([header, pixels, mask]);
}

export const ICON_ICO: Buffer = drawIco();
