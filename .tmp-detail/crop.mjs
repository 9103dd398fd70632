import sharp from 'sharp';
const [file, prefix, step = '1400'] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const s = Number(step);
for (let top = 0, i = 0; top < meta.height; top += s, i++) {
  await sharp(file).extract({ left: 0, top, width: meta.width, height: Math.min(s, meta.height - top) }).toFile(`${prefix}-${i}.png`);
  console.log(`${prefix}-${i}.png`);
}
