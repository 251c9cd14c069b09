/**
 * Draws the abstract illustrations that ship with the sample stories, one for each
 * (public/samples/<category>-<n>-<width>.webp, named for the story's file in
 * server/seed/samples/), and the default share image. Each is the category's motif on its
 * palette, varied per story (light's direction, hue, layout), so no two stories on a page share
 * a picture.
 * Run once by hand after changing the artwork: `node --import tsx scripts/make-sample-images.ts`.
 * The outputs are committed; the site never runs this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { sampleArticles } from '../server/seed/samples';
import { SAMPLE_WIDTHS } from '../core/images';

const W = 1200;
const H = 675;

const PALETTES: Record<string, [string, string, string]> = {
  india: ['#ff9933', '#f8fafc', '#138808'],
  world: ['#0b3c7d', '#3b82f6', '#bae6fd'],
  health: ['#065f46', '#10b981', '#d1fae5'],
  jobs: ['#4c1d95', '#8b5cf6', '#ede9fe'],
  sports: ['#7f1d1d', '#ef4444', '#fde68a'],
  technology: ['#1e1b4b', '#6366f1', '#22d3ee'],
  ipo: ['#134e4a', '#14b8a6', '#fef08a'],
  business: ['#78350f', '#f59e0b', '#fef3c7'],
  entertainment: ['#831843', '#ec4899', '#fde047'],
  other: ['#1f2937', '#6b7280', '#e5e7eb'],
};

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function motif(key: string, r: () => number, [a, b, c]: [string, string, string]): string {
  const parts: string[] = [];
  switch (key) {
    case 'india':
      {
        const cx = Math.round(500 + r() * 200);
        parts.push(
          `<circle cx="${cx}" cy="337" r="120" fill="none" stroke="#000080" stroke-width="10" opacity="0.8"/>`,
        );
        for (let i = 0; i < 24; i++) {
          const t = (i / 24) * Math.PI * 2;
          parts.push(
            `<line x1="${cx}" y1="337" x2="${cx + Math.cos(t) * 120}" y2="${337 + Math.sin(t) * 120}" stroke="#000080" stroke-width="3" opacity="0.6"/>`,
          );
        }
      }
      break;
    case 'world':
      for (let i = 0; i < 7; i++)
        parts.push(
          `<ellipse cx="600" cy="337" rx="${40 + i * 40}" ry="260" fill="none" stroke="${c}" stroke-width="3" opacity="0.5"/>`,
        );
      for (let i = -3; i <= 3; i++)
        parts.push(
          `<line x1="340" y1="${337 + i * 70}" x2="860" y2="${337 + i * 70}" stroke="${c}" stroke-width="3" opacity="0.4"/>`,
        );
      parts.push(`<circle cx="600" cy="337" r="260" fill="none" stroke="${c}" stroke-width="6"/>`);
      break;
    case 'health':
      for (let i = 0; i < 6; i++) {
        const x = 150 + r() * 900,
          y = 100 + r() * 475,
          s = 40 + r() * 80;
        parts.push(
          `<path d="M${x - s / 3} ${y - s}h${(2 * s) / 3}v${(2 * s) / 3}h${(2 * s) / 3}v${(2 * s) / 3}h${-(2 * s) / 3}v${(2 * s) / 3}h${-(2 * s) / 3}v${-(2 * s) / 3}h${-(2 * s) / 3}v${-(2 * s) / 3}h${(2 * s) / 3}z" fill="${c}" opacity="${0.3 + r() * 0.5}"/>`,
        );
      }
      parts.push(
        `<polyline points="0,400 300,400 350,300 400,500 450,350 500,400 1200,400" fill="none" stroke="#fff" stroke-width="8" opacity="0.8"/>`,
      );
      break;
    case 'jobs':
      for (let i = 0; i < 5; i++) {
        const x = 100 + i * 210,
          h = 120 + r() * 300;
        parts.push(
          `<rect x="${x}" y="${600 - h}" width="150" height="${h}" rx="12" fill="${c}" opacity="${0.35 + r() * 0.4}"/>`,
        );
      }
      parts.push(
        `<rect x="470" y="230" width="260" height="190" rx="24" fill="${b}" stroke="#fff" stroke-width="8"/><rect x="555" y="190" width="90" height="50" rx="12" fill="none" stroke="#fff" stroke-width="8"/>`,
      );
      break;
    case 'sports':
      parts.push(
        `<rect x="120" y="90" width="960" height="495" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/><line x1="600" y1="90" x2="600" y2="585" stroke="#fff" stroke-width="6" opacity="0.7"/><circle cx="600" cy="337" r="90" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/>`,
      );
      parts.push(`<circle cx="${300 + r() * 600}" cy="${200 + r() * 275}" r="46" fill="${c}"/>`);
      break;
    case 'technology':
      for (let i = 0; i < 40; i++) {
        const x = Math.round(r() * 24) * 50,
          y = Math.round(r() * 13) * 50;
        const horizontal = r() > 0.5;
        parts.push(
          `<path d="M${x} ${y} ${horizontal ? 'h' : 'v'}${100 + r() * 150}" stroke="${c}" stroke-width="4" opacity="0.6"/><circle cx="${x}" cy="${y}" r="8" fill="${c}"/>`,
        );
      }
      break;
    case 'ipo':
    case 'business': {
      let y = 520;
      const pts: string[] = [];
      for (let x = 60; x <= 1140; x += 60) {
        y = Math.max(120, Math.min(600, y - 40 + r() * 60));
        pts.push(`${x},${Math.round(y)}`);
        parts.push(`<rect x="${x - 18}" y="${y}" width="36" height="${675 - y}" fill="${c}" opacity="0.25"/>`);
      }
      parts.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${c}" stroke-width="10" stroke-linejoin="round"/>`,
      );
      break;
    }
    case 'entertainment':
      parts.push(
        `<polygon points="600,0 380,675 820,675" fill="${c}" opacity="0.25"/><polygon points="200,0 60,675 420,675" fill="#fff" opacity="0.12"/><polygon points="1000,0 780,675 1140,675" fill="#fff" opacity="0.12"/>`,
      );
      for (let i = 0; i < 12; i++)
        parts.push(`<rect x="${i * 100 + 10}" y="600" width="60" height="40" rx="6" fill="#000" opacity="0.5"/>`);
      for (let i = 0; i < 30; i++)
        parts.push(`<circle cx="${r() * 1200}" cy="${r() * 500}" r="${2 + r() * 5}" fill="${c}" opacity="0.9"/>`);
      break;
    default:
      for (let i = 0; i < 9; i++)
        parts.push(
          `<rect x="${200 + r() * 40}" y="${120 + i * 50}" width="${500 + r() * 300}" height="18" rx="9" fill="${c}" opacity="0.5"/>`,
        );
  }
  for (let i = 0; i < 8; i++) {
    parts.unshift(
      `<circle cx="${r() * W}" cy="${r() * H}" r="${60 + r() * 220}" fill="${i % 2 ? b : c}" opacity="${0.08 + r() * 0.12}"/>`,
    );
  }
  void a;
  return parts.join('');
}

function artwork(key: string, variant: number): string {
  const palette = PALETTES[key] ?? PALETTES.other!;
  const r = rng(key.length * 1000 + variant * 97 + key.charCodeAt(0));
  // The light comes from a different side for each story, and the colours turn a little.
  const turn = (variant * 137.5) % 360;
  const rad = (turn * Math.PI) / 180;
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(rad) / 2,
    0.5 - Math.sin(rad) / 2,
    0.5 + Math.cos(rad) / 2,
    0.5 + Math.sin(rad) / 2,
  ];
  const hue = ((variant - 1) % 4) * 12 - 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
  <filter id="h"><feColorMatrix type="hueRotate" values="${hue}"/></filter></defs>
  <g filter="url(#h)"><rect width="${W}" height="${H}" fill="url(#g)"/>${motif(key, r, palette)}</g></svg>`;
}

mkdirSync('public/samples', { recursive: true });
for (const name of new Set(sampleArticles().map((sample) => sample.image))) {
  const [, key, n] = /^([a-z]+)-(\d+)$/.exec(name) ?? [];
  if (!key || !n) throw new Error(`unexpected sample image name: ${name}`);
  const svg = Buffer.from(artwork(key, Number(n)));
  for (const width of SAMPLE_WIDTHS) {
    await sharp(svg).resize(width).webp({ quality: 70, effort: 6 }).toFile(`public/samples/${name}-${width}.webp`);
  }
}

// Default share image and publisher logo.
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="#b21818"/><path d="M150 380V132h56l100 150V132h56v248h-56L206 230v150z" fill="#fff"/></svg>`;
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile('public/logo.png');
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#b21818"/><rect x="60" y="60" width="1080" height="510" rx="40" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="4"/><path d="M500 440V190h56l100 150V190h56v250h-56L556 290v150z" fill="#fff"/></svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile('public/og-default.png');
writeFileSync(
  'public/favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#b21818"/><path d="M18 48V16h7l14 20V16h7v32h-7L25 28v20z" fill="#fff"/></svg>\n`,
);
writeFileSync(
  'public/placeholder.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#d4d4d4"/><path d="M520 260h160v120H520z" fill="none" stroke="#737373" stroke-width="14" stroke-linejoin="round"/><circle cx="560" cy="300" r="14" fill="#737373"/><path d="M530 370l50-50 40 35 30-25 30 40" fill="none" stroke="#737373" stroke-width="12" stroke-linejoin="round"/></svg>\n`,
);
console.log('sample images written to public/');
