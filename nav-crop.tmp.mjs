import sharp from 'sharp';
for (const n of ['settings-1366-light', 'settings-1366-dark', 'settings-390-light', 'settings-390-dark']) {
  const img = sharp(`/tmp/${n}.png`);
  const { width, height } = await img.metadata();
  console.log(n, width, height);
  // The menus part: from a third down, 1800 px tall.
  const top = Math.floor(height * 0.3);
  await sharp(`/tmp/${n}.png`).extract({ left: 0, top, width, height: Math.min(2200, height - top) }).toFile(`/tmp/${n}-menus.png`);
}
