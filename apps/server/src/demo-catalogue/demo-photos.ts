/**
 * The demo templates' default photos, drawn on this machine like the thumbnails: stylised scenes
 * (gradients, soft shadows, a little grain) as SVG, turned into 1600 × 1067 JPEGs by sharp. A
 * template file names one with `href="demo-photo:storefront"`; `inlineDemoPhotos` puts the JPEG in
 * as a data address, so the uploaded template holds its photos itself. Nothing is downloaded.
 */
import sharp from 'sharp';

export const DEMO_PHOTOS = ['storefront', 'van', 'family', 'crew', 'houses', 'portrait', 'team'] as const;
export type DemoPhoto = (typeof DEMO_PHOTOS)[number];

const W = 1600;
const H = 1067;

/** Soft shadow, depth-of-field blur, a vignette and grain: what makes a drawing read as a photo. */
const COMMON_DEFS = `
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="blur4" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="7"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.07 0"/></filter>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>`;

const FINISH = `<rect width="${W}" height="${H}" fill="url(#vignette)"/><rect width="${W}" height="${H}" filter="url(#grain)"/>`;

const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${COMMON_DEFS}${defs}</defs>${body}${FINISH}</svg>`;

/** A rounded tree: a trunk and three overlapping crowns, lit from the left. */
const tree = (x: number, y: number, s: number, leaf = '#4f7f3a', dark = '#355a27') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-9" y="-10" width="18" height="130" rx="6" fill="#5b4130"/>` +
  `<circle cx="0" cy="-80" r="78" fill="${dark}"/><circle cx="-44" cy="-40" r="60" fill="${dark}"/><circle cx="46" cy="-34" r="58" fill="${dark}"/>` +
  `<circle cx="-14" cy="-96" r="58" fill="${leaf}"/><circle cx="-52" cy="-52" r="40" fill="${leaf}"/><circle cx="26" cy="-60" r="40" fill="${leaf}" opacity="0.8"/></g>`;

/** A person seen from the front, seated or standing: hair, face, neck, torso and arms. */
function person(o: { x: number; y: number; s: number; skin: string; hair: string; top: string; long?: boolean }) {
  const hair = o.long
    ? `<path d="M -46 -150 C -60 -230 60 -236 50 -150 L 58 -70 C 30 -80 -30 -80 -58 -70 Z" fill="${o.hair}"/>`
    : `<path d="M -44 -160 C -50 -232 52 -236 46 -160 C 34 -196 -30 -200 -44 -160 Z" fill="${o.hair}"/>`;
  return `<g transform="translate(${o.x} ${o.y}) scale(${o.s})">
<path d="M -110 120 C -110 20 -80 -30 0 -34 C 80 -30 110 20 110 120 Z" fill="${o.top}"/>
<rect x="-18" y="-70" width="36" height="44" rx="12" fill="${o.skin}"/>
${hair}<ellipse cx="0" cy="-140" rx="44" ry="52" fill="${o.skin}"/>
<path d="M -44 -150 C -44 -214 48 -216 46 -150 C 30 -186 -20 -186 -44 -150 Z" fill="${o.hair}"/>
<circle cx="-15" cy="-140" r="4" fill="#2b2220"/><circle cx="15" cy="-140" r="4" fill="#2b2220"/>
<path d="M -14 -114 Q 0 -104 14 -114" fill="none" stroke="#8a4b3c" stroke-width="4" stroke-linecap="round"/>
<ellipse cx="-26" cy="-124" rx="9" ry="6" fill="#e38b7a" opacity="0.35"/><ellipse cx="26" cy="-124" rx="9" ry="6" fill="#e38b7a" opacity="0.35"/>
</g>`;
}

function storefront() {
  const defs = `
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc3ea"/><stop offset="1" stop-color="#f3e6d2"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9744f"/><stop offset="1" stop-color="#9c4f33"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2d3c4a"/><stop offset="0.6" stop-color="#4d5f6d"/><stop offset="1" stop-color="#32414f"/></linearGradient>
<radialGradient id="inside" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffe2a8"/><stop offset="0.6" stop-color="#d99a55"/><stop offset="1" stop-color="#7a4a2a"/></radialGradient>
<linearGradient id="walk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b4ad"/><stop offset="1" stop-color="#8a857f"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<pattern id="stripes" width="120" height="10" patternUnits="userSpaceOnUse"><rect width="60" height="10" fill="#1f6f78"/><rect x="60" width="60" height="10" fill="#f4efe6"/></pattern>
<pattern id="bricks" width="80" height="40" patternUnits="userSpaceOnUse"><path d="M0 0.5H80M0 20.5H80M40 0V20M0 20V40" stroke="#7d3c25" stroke-width="2" opacity="0.35"/></pattern>`;
  const shelves = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="270" y="${470 + i * 90}" width="420" height="10" fill="#5b3b24"/>` +
        [0, 1, 2, 3, 4, 5]
          .map(
            (j) =>
              `<rect x="${284 + j * 68}" y="${420 + i * 90}" width="${40 + ((i + j) % 3) * 8}" height="50" rx="4" fill="${['#e36f4c', '#2f7fb5', '#f2c14e', '#5aa36b', '#ececec', '#8d5bb0'][(i + j) % 6]}"/>`,
          )
          .join(''),
    )
    .join('');
  const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g filter="url(#blur4)" opacity="0.9">${tree(90, 640, 1.5, '#6f9e4f', '#4c7a38')}${tree(1540, 660, 1.4, '#6f9e4f', '#4c7a38')}</g>
<rect x="160" y="120" width="1280" height="760" fill="url(#wall)"/>
<rect x="160" y="120" width="1280" height="760" fill="url(#bricks)"/>
<rect x="140" y="100" width="1320" height="40" fill="#6e3522"/>
<rect x="230" y="190" width="1140" height="110" rx="8" fill="#1d2a33"/>
<rect x="250" y="210" width="1100" height="70" rx="6" fill="#27404d"/>
<circle cx="320" cy="245" r="22" fill="#f2b441"/><rect x="360" y="232" width="420" height="26" rx="13" fill="#f4efe6" opacity="0.85"/>
<path d="M 210 330 H 1390 L 1420 430 H 180 Z" fill="url(#stripes)"/>
<path d="M 180 430 Q 209 452 238 430 Q 267 452 296 430 Q 325 452 354 430 Q 383 452 412 430 Q 441 452 470 430 Q 499 452 528 430 Q 557 452 586 430 Q 615 452 644 430 Q 673 452 702 430 Q 731 452 760 430 Q 789 452 818 430 Q 847 452 876 430 Q 905 452 934 430 Q 963 452 992 430 Q 1021 452 1050 430 Q 1079 452 1108 430 Q 1137 452 1166 430 Q 1195 452 1224 430 Q 1253 452 1282 430 Q 1311 452 1340 430 Q 1369 452 1398 430 Q 1409 446 1420 430 Z" fill="#1f6f78"/>
<rect x="240" y="450" width="480" height="380" fill="url(#inside)"/>${shelves}
<circle cx="480" cy="470" r="90" fill="#fff3c9" filter="url(#glow)" opacity="0.8"/>
<rect x="240" y="450" width="480" height="380" fill="url(#glass)" opacity="0.35"/>
<path d="M 300 450 L 420 450 L 260 830 L 240 830 L 240 600 Z" fill="url(#shine)"/>
<rect x="232" y="442" width="496" height="396" fill="none" stroke="#1d2a33" stroke-width="16"/>
<rect x="780" y="470" width="220" height="400" fill="url(#inside)"/>
<rect x="780" y="470" width="220" height="400" fill="url(#glass)" opacity="0.45"/>
<rect x="772" y="462" width="236" height="416" fill="none" stroke="#1d2a33" stroke-width="16"/>
<rect x="960" y="640" width="14" height="70" rx="7" fill="#c9a24a"/>
<rect x="1060" y="450" width="300" height="380" fill="url(#inside)"/>
<rect x="1090" y="660" width="240" height="140" rx="12" fill="#3a5a6a"/><rect x="1110" y="610" width="80" height="60" rx="6" fill="#ececec"/>
<circle cx="1210" cy="480" r="70" fill="#fff3c9" filter="url(#glow)" opacity="0.7"/>
<rect x="1060" y="450" width="300" height="380" fill="url(#glass)" opacity="0.35"/>
<path d="M 1120 450 L 1220 450 L 1080 830 L 1060 830 L 1060 600 Z" fill="url(#shine)"/>
<rect x="1052" y="442" width="316" height="396" fill="none" stroke="#1d2a33" stroke-width="16"/>
<rect x="0" y="870" width="${W}" height="${H - 870}" fill="url(#walk)"/>
<path d="M 0 930 H ${W}" stroke="#77726c" stroke-width="4"/><path d="M 400 870 L 330 ${H} M 900 870 L 930 ${H} M 1350 870 L 1480 ${H}" stroke="#77726c" stroke-width="3"/>
<ellipse cx="800" cy="880" rx="720" ry="26" fill="#000" opacity="0.25" filter="url(#soft)"/>
<g><path d="M 1410 880 L 1430 790 H 1530 L 1550 880 Z" fill="#3b4a55"/><circle cx="1450" cy="740" r="60" fill="#4c8b46"/><circle cx="1500" cy="720" r="55" fill="#5fa055"/><circle cx="1480" cy="770" r="48" fill="#3f7a3a"/></g>
<g><path d="M 60 900 L 80 810 H 180 L 200 900 Z" fill="#3b4a55"/><circle cx="110" cy="760" r="58" fill="#4c8b46"/><circle cx="160" cy="745" r="50" fill="#5fa055"/></g>
<g transform="translate(560 860)"><rect x="-150" y="-70" width="300" height="18" rx="6" fill="#6b4a32"/><rect x="-150" y="-40" width="300" height="18" rx="6" fill="#6b4a32"/><rect x="-130" y="-52" width="14" height="70" fill="#2b2b2b"/><rect x="116" y="-52" width="14" height="70" fill="#2b2b2b"/></g>`;
  return frame(defs, body);
}

function van() {
  const defs = `
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6e6"/><stop offset="1" stop-color="#e7eef2"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a5f66"/><stop offset="1" stop-color="#33373c"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#e9edf0"/><stop offset="1" stop-color="#c7cdd2"/></linearGradient>
<linearGradient id="window" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b6577"/><stop offset="1" stop-color="#1f2d38"/></linearGradient>
<radialGradient id="wheel" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#c9ced3"/><stop offset="0.45" stop-color="#8d949a"/><stop offset="0.5" stop-color="#1b1e21"/><stop offset="1" stop-color="#2b2f33"/></radialGradient>`;
  const houses = [0, 1, 2, 3]
    .map((i) => {
      const x = -40 + i * 430;
      const c = ['#d8c7a8', '#a9c0cf', '#e2d6c4', '#c7b39c'][i];
      return `<g transform="translate(${x} 300)"><rect x="0" y="120" width="360" height="300" fill="${c}"/><path d="M -20 130 L 180 0 L 380 130 Z" fill="#6c5a4c"/><rect x="40" y="190" width="80" height="90" fill="#5c7387"/><rect x="240" y="190" width="80" height="90" fill="#5c7387"/><rect x="150" y="290" width="64" height="130" fill="#7a4e35"/></g>`;
    })
    .join('');
  const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g filter="url(#blur4)">${houses}${tree(380, 560, 1.2)}${tree(1230, 560, 1.3)}</g>
<rect x="0" y="700" width="${W}" height="60" fill="#a8a29b"/>
<rect x="0" y="690" width="${W}" height="14" fill="#cfc9c1"/>
<rect x="0" y="760" width="${W}" height="${H - 760}" fill="url(#road)"/>
<path d="M 0 960 H ${W}" stroke="#e8e3d8" stroke-width="10" stroke-dasharray="110 80" opacity="0.8"/>
<ellipse cx="800" cy="870" rx="560" ry="36" fill="#000" opacity="0.5" filter="url(#soft)"/>
<g transform="translate(250 360)">
<path d="M 20 40 Q 20 0 60 0 H 760 Q 800 0 820 40 L 920 230 Q 1060 250 1080 300 V 470 Q 1080 500 1050 500 H 40 Q 20 500 20 480 Z" fill="url(#body)"/>
<path d="M 790 40 L 890 230 H 790 Z" fill="url(#window)"/>
<rect x="40" y="280" width="1040" height="70" fill="#1768b2"/><rect x="40" y="350" width="1040" height="14" fill="#f3a712"/>
<rect x="760" y="40" width="6" height="440" fill="#b8bec4"/><rect x="320" y="40" width="4" height="440" fill="#b8bec4"/>
<rect x="700" y="250" width="40" height="10" rx="5" fill="#8d949a"/>
<rect x="1040" y="310" width="40" height="40" rx="6" fill="#f6d365"/><rect x="24" y="300" width="20" height="40" rx="4" fill="#d8432e"/>
<path d="M 60 -30 H 740 M 80 -30 V 0 M 720 -30 V 0 M 60 -46 H 740" stroke="#9aa1a7" stroke-width="10" stroke-linecap="round"/>
<circle cx="250" cy="500" r="82" fill="url(#wheel)"/><circle cx="880" cy="500" r="82" fill="url(#wheel)"/>
<path d="M 150 500 A 100 100 0 0 1 350 500" fill="none" stroke="#2b2f33" stroke-width="14"/><path d="M 780 500 A 100 100 0 0 1 980 500" fill="none" stroke="#2b2f33" stroke-width="14"/>
<rect x="20" y="0" width="1060" height="500" fill="#fff" opacity="0.05"/>
</g>
<g transform="translate(180 700)"><path d="M 0 80 L 30 -60 H 60 L 90 80 Z" fill="#f26b21"/><rect x="18" y="-10" width="54" height="18" fill="#f5f5f5"/><rect x="-10" y="78" width="110" height="14" rx="4" fill="#2b2b2b"/></g>`;
  return frame(defs, body);
}

function family() {
  const defs = `
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#efe2cf"/><stop offset="1" stop-color="#d8c2a4"/></linearGradient>
<linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe6f5"/><stop offset="1" stop-color="#f6f1e4"/></linearGradient>
<linearGradient id="sofa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f7d86"/><stop offset="1" stop-color="#285961"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a57a52"/><stop offset="1" stop-color="#7a5536"/></linearGradient>
<radialGradient id="screen" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#dff1ff"/><stop offset="1" stop-color="#8cc4ea"/></radialGradient>
<radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff1c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff1c4" stop-opacity="0"/></radialGradient>`;
  const body = `
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect x="1040" y="90" width="420" height="520" fill="url(#day)"/>
<g filter="url(#blur4)">${tree(1250, 560, 1.1, '#8fbf6a', '#6a9a4c')}</g>
<path d="M 1040 90 H 1460 V 610 H 1040 Z M 1246 90 V 610 M 1040 350 H 1460" fill="none" stroke="#f7f2ea" stroke-width="18"/>
<path d="M 1020 70 H 1480" stroke="#8a6a4c" stroke-width="14" stroke-linecap="round"/>
<rect x="1000" y="70" width="70" height="620" fill="#c98c5a" opacity="0.85"/><rect x="1430" y="70" width="70" height="620" fill="#c98c5a" opacity="0.85"/>
<circle cx="170" cy="300" r="260" fill="url(#lamp)"/>
<path d="M 110 250 H 230 L 260 340 H 80 Z" fill="#f4e3c1"/><rect x="164" y="340" width="10" height="520" fill="#3b3b3b"/><ellipse cx="169" cy="860" rx="70" ry="14" fill="#3b3b3b"/>
<rect x="420" y="170" width="300" height="210" fill="#f7f2ea"/><rect x="440" y="190" width="260" height="170" fill="#7fa7b5"/><path d="M 440 360 L 540 260 L 610 330 L 650 290 L 700 340 V 360 Z" fill="#4f7f5e"/><circle cx="650" cy="230" r="24" fill="#f2d27a"/>
<rect x="0" y="860" width="${W}" height="${H - 860}" fill="url(#floor)"/>
<ellipse cx="800" cy="960" rx="620" ry="70" fill="#c95f45" opacity="0.85"/>
<ellipse cx="780" cy="880" rx="640" ry="40" fill="#000" opacity="0.35" filter="url(#soft)"/>
<rect x="180" y="470" width="1200" height="260" rx="60" fill="url(#sofa)"/>
${person({ x: 520, y: 640, s: 1.15, skin: '#c98f6b', hair: '#3a2a20', top: '#f2b441' })}
${person({ x: 1040, y: 640, s: 1.2, skin: '#8d5a3c', hair: '#1f1712', top: '#e9e4dc', long: true })}
${person({ x: 780, y: 680, s: 0.85, skin: '#e8b894', hair: '#8a5a2b', top: '#d8432e' })}
<rect x="120" y="640" width="1320" height="200" rx="50" fill="url(#sofa)"/>
<rect x="100" y="560" width="130" height="300" rx="50" fill="#2f6a72"/><rect x="1330" y="560" width="130" height="300" rx="50" fill="#2f6a72"/>
<rect x="250" y="560" width="150" height="120" rx="30" fill="#f0c75e" transform="rotate(-12 325 620)"/>
<rect x="1200" y="560" width="150" height="120" rx="30" fill="#e98b6d" transform="rotate(10 1275 620)"/>
<g transform="translate(930 770) scale(0.62)"><path d="M -190 -10 L -150 -190 H 150 L 190 -10 Z" fill="#30363d"/><path d="M -170 -22 L -136 -176 H 136 L 170 -22 Z" fill="url(#screen)"/><rect x="-220" y="-12" width="440" height="24" rx="8" fill="#9aa3ad"/>
<rect x="-100" y="-140" width="200" height="20" rx="6" fill="#1d6fb8" opacity="0.8"/><rect x="-100" y="-104" width="140" height="14" rx="6" fill="#5b8fb9" opacity="0.6"/><rect x="-100" y="-78" width="170" height="14" rx="6" fill="#5b8fb9" opacity="0.6"/></g>
<circle cx="930" cy="690" r="150" fill="#bfe3ff" opacity="0.18" filter="url(#glow)"/>
<path d="M 1100 700 C 1060 750 1020 770 1000 764" stroke="#8d5a3c" stroke-width="30" stroke-linecap="round" fill="none"/>
<path d="M 600 690 C 640 720 700 730 720 722" stroke="#c98f6b" stroke-width="30" stroke-linecap="round" fill="none"/>
<g transform="translate(1520 860)"><path d="M -60 0 L -44 -90 H 44 L 60 0 Z" fill="#d9d2c6"/><path d="M 0 -90 C -80 -200 -120 -260 -100 -330 M 0 -90 C 10 -220 40 -280 90 -320 M 0 -90 C -20 -200 -10 -300 10 -360" stroke="#3f7a3a" stroke-width="10" fill="none"/><ellipse cx="-100" cy="-300" rx="40" ry="70" fill="#4c8b46" transform="rotate(-30 -100 -300)"/><ellipse cx="80" cy="-300" rx="40" ry="70" fill="#5fa055" transform="rotate(30 80 -300)"/><ellipse cx="10" cy="-340" rx="34" ry="64" fill="#3f7a3a"/></g>`;
  return frame(defs, body);
}

function crew() {
  const defs = `
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc8ee"/><stop offset="1" stop-color="#f6ead8"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b6f75"/><stop offset="1" stop-color="#3c4045"/></linearGradient>
<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8dbb62"/><stop offset="1" stop-color="#5f8f3f"/></linearGradient>
<radialGradient id="reel" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#f08a24"/><stop offset="0.8" stop-color="#d86a12"/><stop offset="1" stop-color="#a64f0c"/></radialGradient>`;
  const houses = [0, 1, 2]
    .map((i) => {
      const x = 80 + i * 520;
      const c = ['#e6dccb', '#b9cad6', '#d9c2a8'][i];
      return `<g transform="translate(${x} 250)"><rect x="0" y="110" width="400" height="280" fill="${c}"/><path d="M -24 120 L 200 0 L 424 120 Z" fill="#5f4e42"/><rect x="50" y="180" width="90" height="90" fill="#5c7387"/><rect x="260" y="180" width="90" height="90" fill="#5c7387"/><rect x="170" y="260" width="64" height="130" fill="#345a7a"/></g>`;
    })
    .join('');
  const cones = [220, 520, 1260]
    .map(
      (x) =>
        `<g transform="translate(${x} 820)"><path d="M -40 60 L -12 -70 H 12 L 40 60 Z" fill="#f26b21"/><path d="M -24 -4 H 24 L 28 16 H -28 Z" fill="#f5f5f5"/><rect x="-54" y="58" width="108" height="14" rx="4" fill="#2b2b2b"/></g>`,
    )
    .join('');
  const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g filter="url(#blur4)">${houses}${tree(40, 560, 1.3)}${tree(1560, 560, 1.4)}</g>
<rect x="0" y="630" width="${W}" height="80" fill="url(#grass)"/>
<rect x="0" y="700" width="${W}" height="${H - 700}" fill="url(#road)"/>
<path d="M 0 700 H ${W}" stroke="#c9c3ba" stroke-width="16"/>
<path d="M 0 760 L ${W} 740 V 790 L 0 810 Z" fill="#6b4a32"/><path d="M 0 770 L ${W} 752" stroke="#f08a24" stroke-width="8"/>
<ellipse cx="1080" cy="900" rx="240" ry="30" fill="#000" opacity="0.4" filter="url(#soft)"/>
<g transform="translate(1080 700)"><circle r="200" fill="url(#reel)"/><circle r="200" fill="none" stroke="#8a3f08" stroke-width="16"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<circle r="${40 + i * 16}" fill="none" stroke="#b35a10" stroke-width="3" opacity="0.5"/>`).join('')}<circle r="40" fill="#3b3b3b"/><rect x="-20" y="150" width="40" height="80" fill="#4a4a4a"/></g>
<path d="M 1080 860 C 900 880 700 800 400 780" stroke="#f08a24" stroke-width="12" fill="none"/>
<ellipse cx="700" cy="930" rx="140" ry="22" fill="#000" opacity="0.4" filter="url(#soft)"/>
<g transform="translate(700 620)">
<rect x="-70" y="140" width="60" height="170" rx="20" fill="#2f3e57"/><rect x="10" y="140" width="60" height="170" rx="20" fill="#2f3e57"/>
<rect x="-80" y="300" width="80" height="24" rx="10" fill="#3b2b20"/><rect x="0" y="300" width="80" height="24" rx="10" fill="#3b2b20"/>
<path d="M -100 160 C -100 40 -80 0 0 -6 C 80 0 100 40 100 160 Z" fill="#c7e03a"/>
<path d="M -60 10 V 160 M 60 10 V 160" stroke="#eaeaea" stroke-width="14"/><path d="M -100 110 H 100" stroke="#eaeaea" stroke-width="14"/>
<path d="M 90 40 C 150 80 170 120 190 150" stroke="#c7e03a" stroke-width="44" stroke-linecap="round" fill="none"/><circle cx="194" cy="158" r="22" fill="#b07a55"/>
<path d="M -90 40 C -140 90 -150 130 -150 170" stroke="#c7e03a" stroke-width="44" stroke-linecap="round" fill="none"/><circle cx="-150" cy="176" r="22" fill="#b07a55"/>
<rect x="-16" y="-40" width="32" height="40" rx="10" fill="#b07a55"/><ellipse cx="0" cy="-90" rx="44" ry="52" fill="#b07a55"/>
<path d="M -58 -100 C -58 -170 58 -170 58 -100 Z" fill="#f8f8f8"/><rect x="-66" y="-106" width="132" height="14" rx="7" fill="#e6e6e6"/>
<circle cx="-15" cy="-84" r="4" fill="#2b2220"/><circle cx="15" cy="-84" r="4" fill="#2b2220"/><path d="M -12 -62 Q 0 -54 12 -62" fill="none" stroke="#6b3a2c" stroke-width="4" stroke-linecap="round"/>
</g>
${cones}`;
  return frame(defs, body);
}

function houses() {
  const defs = `
<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3f73"/><stop offset="0.55" stop-color="#c56f7b"/><stop offset="1" stop-color="#f6c08a"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4d7a3c"/><stop offset="1" stop-color="#2c4a24"/></linearGradient>
<radialGradient id="warm" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe7a3"/><stop offset="1" stop-color="#f4a94a"/></radialGradient>`;
  const house = (x: number, y: number, s: number, wall: string, roof: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="140" width="420" height="300" fill="${wall}"/><path d="M -30 150 L 210 0 L 450 150 Z" fill="${roof}"/>` +
    `<rect x="50" y="210" width="100" height="100" fill="url(#warm)"/><rect x="270" y="210" width="100" height="100" fill="url(#warm)"/><path d="M 100 210 V 310 M 50 260 H 150 M 320 210 V 310 M 270 260 H 370" stroke="${wall}" stroke-width="6"/>` +
    `<rect x="180" y="300" width="70" height="140" fill="#5b3a28"/><circle cx="238" cy="372" r="5" fill="#f2c14e"/><circle cx="210" cy="260" r="120" fill="#ffd98a" opacity="0.25" filter="url(#glow)"/></g>`;
  const stars = [
    [120, 80],
    [340, 140],
    [610, 60],
    [880, 120],
    [1180, 70],
    [1420, 150],
    [1520, 50],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#fff" opacity="0.8"/>`)
    .join('');
  const body = `
<rect width="${W}" height="${H}" fill="url(#dusk)"/>${stars}
<circle cx="1260" cy="230" r="60" fill="#fff4d6" opacity="0.9"/><circle cx="1260" cy="230" r="140" fill="#fff4d6" opacity="0.25" filter="url(#glow)"/>
<g filter="url(#blur4)">${house(-60, 360, 0.8, '#7c6a80', '#3d3250')}${house(1180, 350, 0.85, '#6f7f95', '#343b55')}</g>
${house(280, 330, 1.1, '#e7d6c1', '#5c4152')}${house(820, 370, 1, '#c9d6e2', '#3f3a52')}
${tree(720, 780, 1.1, '#3f6b35', '#2b4c26')}
<rect x="0" y="810" width="${W}" height="${H - 810}" fill="url(#lawn)"/>
<path d="M 480 ${H} L 540 810 H 590 L 600 ${H} Z" fill="#b9a58c" opacity="0.7"/>
<path d="M 0 880 H ${W}" stroke="#8c8279" stroke-width="40"/>
<path d="M 0 868 C 400 858 1200 900 ${W} 872" stroke="#f28c28" stroke-width="6" fill="none" stroke-dasharray="30 16" opacity="0.9"/>`;
  return frame(defs, body);
}

/** A customer's head and shoulders in a warm living room, centred for a round crop. */
function portrait() {
  const defs = `
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1e3cf"/><stop offset="1" stop-color="#d6bb9b"/></linearGradient>
<linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d7ecf8"/><stop offset="1" stop-color="#fbf4e6"/></linearGradient>
<linearGradient id="knit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f8a8b"/><stop offset="1" stop-color="#336a6c"/></linearGradient>
<filter id="far" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="18"/></filter>`;
  const bokeh = [
    [140, 220, 60],
    [330, 120, 38],
    [1330, 160, 52],
    [1480, 330, 34],
    [250, 520, 28],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff6dc" opacity="0.55"/>`)
    .join('');
  const skin = '#b97a56';
  const body = `
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<g filter="url(#far)">
<rect x="-40" y="80" width="420" height="640" fill="url(#day)"/>${tree(170, 640, 1.2, '#9cc878', '#78a85a')}
<path d="M -40 80 H 380 V 720 H -40 Z M 170 80 V 720 M -40 400 H 380" fill="none" stroke="#fbf7f0" stroke-width="24"/>
<rect x="1180" y="560" width="520" height="520" rx="40" fill="#a0623f"/>
<g transform="translate(1380 560)"><path d="M -70 0 L -54 -110 H 54 L 70 0 Z" fill="#e9e2d6"/><ellipse cx="-90" cy="-260" rx="60" ry="120" fill="#4c8b46" transform="rotate(-28 -90 -260)"/><ellipse cx="90" cy="-250" rx="60" ry="120" fill="#5fa055" transform="rotate(26 90 -250)"/><ellipse cx="0" cy="-320" rx="54" ry="130" fill="#3f7a3a"/></g>
<circle cx="1080" cy="140" r="70" fill="#fff1c4"/>
</g>
<g filter="url(#glow)">${bokeh}</g>
<g transform="translate(800 930) scale(3.1)">
<g transform="translate(0 -20)">
<path d="M -160 150 C -160 24 -120 -28 -40 -38 Q 0 -30 40 -38 C 120 -28 160 24 160 150 Z" fill="url(#knit)"/>
<path d="M -34 -36 L 0 14 L 34 -36 Z" fill="#f4eee4"/>
<path d="M -40 -38 L 0 18 L 40 -38" fill="none" stroke="#2c5c5e" stroke-width="6" stroke-linejoin="round"/>
<path d="M 0 18 V 150" stroke="#2c5c5e" stroke-width="3"/><circle cx="-9" cy="50" r="3.5" fill="#e9dcc4"/><circle cx="-9" cy="90" r="3.5" fill="#e9dcc4"/>
</g>
<path d="M -60 -150 C -70 -236 70 -236 60 -150 C 62 -100 70 -66 84 -44 C 60 -30 30 -40 22 -70 L -22 -70 C -30 -40 -60 -30 -84 -44 C -70 -66 -62 -100 -60 -150 Z" fill="#2a1c16"/>
<rect x="-18" y="-110" width="36" height="84" rx="14" fill="${skin}"/>
<path d="M -18 -88 Q 0 -70 18 -88 V -78 Q 0 -62 -18 -78 Z" fill="#8f5538" opacity="0.35"/>
<ellipse cx="0" cy="-150" rx="46" ry="56" fill="${skin}"/>
<path d="M -50 -150 C -56 -226 58 -228 52 -150 C 44 -186 10 -198 -18 -182 C -30 -174 -42 -162 -50 -150 Z" fill="#2a1c16"/>
<path d="M -29 -166 Q -18 -174 -7 -166 M 7 -166 Q 18 -174 29 -166" fill="none" stroke="#2a1c16" stroke-width="4" stroke-linecap="round"/>
<circle cx="-17" cy="-150" r="4.5" fill="#2b2220"/><circle cx="17" cy="-150" r="4.5" fill="#2b2220"/>
<path d="M -2 -142 Q -6 -128 0 -126 Q 4 -126 6 -130" fill="none" stroke="#8f5538" stroke-width="3" stroke-linecap="round"/>
<path d="M -16 -116 Q 0 -104 16 -116" fill="none" stroke="#7a3b2c" stroke-width="4.5" stroke-linecap="round"/>
<ellipse cx="-29" cy="-128" rx="10" ry="6" fill="#e38b7a" opacity="0.35"/><ellipse cx="29" cy="-128" rx="10" ry="6" fill="#e38b7a" opacity="0.35"/>
<circle cx="-47" cy="-122" r="4.5" fill="#e6b84a"/><circle cx="47" cy="-122" r="4.5" fill="#e6b84a"/>
</g>`;
  return frame(defs, body);
}

/** A youth baseball team lined up on its field behind a team banner. */
function team() {
  const defs = `
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7db7ea"/><stop offset="1" stop-color="#e9f1f2"/></linearGradient>
<linearGradient id="turf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#78ad4f"/><stop offset="1" stop-color="#4f8a35"/></linearGradient>
<linearGradient id="dirt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c98f5c"/><stop offset="1" stop-color="#a86f43"/></linearGradient>
<linearGradient id="flag" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f3f7a"/><stop offset="1" stop-color="#16305e"/></linearGradient>
<pattern id="mown" width="220" height="400" patternUnits="userSpaceOnUse"><rect width="110" height="400" fill="#000" opacity="0.06"/></pattern>`;
  const signs = ['#d8432e', '#f2c14e', '#2f7fb5', '#ececec', '#5aa36b', '#e36f4c', '#8d5bb0']
    .map((c, i) => `<rect x="${20 + i * 230}" y="470" width="200" height="70" rx="4" fill="${c}" opacity="0.9"/>`)
    .join('');
  const lights = [260, 1360]
    .map(
      (x) =>
        `<g transform="translate(${x} 0)"><rect x="-8" y="150" width="16" height="330" fill="#8a9198"/><rect x="-70" y="110" width="140" height="60" rx="6" fill="#c9ced3"/>${[-45, -15, 15, 45].map((d) => `<circle cx="${d}" cy="140" r="11" fill="#fffbe6"/>`).join('')}</g>`,
    )
    .join('');
  const kids = [
    { x: 300, y: 700, s: 0.9, skin: '#e8b894', hair: '#8a5a2b' },
    { x: 520, y: 690, s: 0.95, skin: '#8d5a3c', hair: '#1f1712', long: true },
    { x: 740, y: 700, s: 0.88, skin: '#c98f6b', hair: '#3a2a20' },
    { x: 960, y: 686, s: 0.97, skin: '#f0c8a4', hair: '#d9a441', long: true },
    { x: 1180, y: 700, s: 0.9, skin: '#a8704a', hair: '#2a1c16' },
    { x: 1390, y: 682, s: 1.0, skin: '#d9a27c', hair: '#3a2a20' },
  ];
  const players = kids
    .map((k) => {
      const legs = `<g transform="translate(${k.x} ${k.y}) scale(${k.s})"><rect x="-52" y="100" width="44" height="170" rx="16" fill="#f2f2ee"/><rect x="8" y="100" width="44" height="170" rx="16" fill="#f2f2ee"/><rect x="-52" y="200" width="44" height="60" fill="#1f3f7a"/><rect x="8" y="200" width="44" height="60" fill="#1f3f7a"/><rect x="-62" y="262" width="60" height="22" rx="10" fill="#1b1b1b"/><rect x="2" y="262" width="60" height="22" rx="10" fill="#1b1b1b"/></g>`;
      const cap = `<g transform="translate(${k.x} ${k.y}) scale(${k.s})"><path d="M -50 -164 C -52 -230 52 -230 50 -164 Z" fill="#1f3f7a"/><path d="M -56 -168 Q 0 -150 56 -168 L 52 -160 Q 0 -142 -52 -160 Z" fill="#16305e"/><circle cx="0" cy="-204" r="10" fill="#d8432e"/><path d="M -26 -34 L 0 -6 L 26 -34" fill="none" stroke="#1f3f7a" stroke-width="9" stroke-linejoin="round"/></g>`;
      return legs + person({ ...k, top: '#f4f4f0' }) + cap;
    })
    .join('');
  const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g filter="url(#blur4)">${tree(80, 470, 1.3, '#5f9147', '#41703a')}${tree(620, 460, 1.1, '#5f9147', '#41703a')}${tree(1100, 470, 1.4, '#5f9147', '#41703a')}${tree(1540, 460, 1.2, '#5f9147', '#41703a')}${lights}
<rect x="0" y="460" width="${W}" height="90" fill="#2f5d3a"/>${signs}<rect x="0" y="452" width="${W}" height="14" fill="#f2c14e"/></g>
<rect x="0" y="550" width="${W}" height="${H - 550}" fill="url(#turf)"/>
<rect x="0" y="550" width="${W}" height="${H - 550}" fill="url(#mown)"/>
<path d="M -100 ${H} C 200 880 1400 880 1700 ${H} Z" fill="url(#dirt)"/>
<path d="M 0 1000 C 400 930 1200 930 ${W} 1000" fill="none" stroke="#f7f2ea" stroke-width="8" opacity="0.8"/>
<ellipse cx="840" cy="990" rx="720" ry="40" fill="#000" opacity="0.3" filter="url(#soft)"/>
${players}
<g transform="rotate(-1.5 840 800)">
<rect x="170" y="740" width="1340" height="150" rx="10" fill="url(#flag)"/>
<rect x="170" y="740" width="1340" height="16" fill="#d8432e"/><rect x="170" y="874" width="1340" height="16" fill="#d8432e"/>
${[0, 1, 2, 3, 4].map((i) => `<path transform="translate(${360 + i * 240} 815) scale(1.6)" d="M 0 -22 L 6.5 -7 L 22 -6.8 L 10 3.6 L 13.6 19 L 0 10.6 L -13.6 19 L -10 3.6 L -22 -6.8 L -6.5 -7 Z" fill="#f7f2ea"/>`).join('')}
${kids.map((k) => `<circle cx="${k.x - 40 * k.s}" cy="770" r="${22 * k.s}" fill="${k.skin}"/><circle cx="${k.x + 40 * k.s}" cy="770" r="${22 * k.s}" fill="${k.skin}"/>`).join('')}
</g>
<g transform="translate(1500 930)"><circle r="34" fill="#f7f5ee"/><path d="M -22 -24 C -8 -10 -8 10 -22 24 M 22 -24 C 8 -10 8 10 22 24" fill="none" stroke="#d8432e" stroke-width="3"/></g>`;
  return frame(defs, body);
}

const DRAWINGS: Record<DemoPhoto, () => string> = { storefront, van, family, crew, houses, portrait, team };

/** The drawing of one photo, as SVG text. */
export const demoPhotoSvg = (name: DemoPhoto) => DRAWINGS[name]();

const drawn = new Map<DemoPhoto, Promise<Buffer>>();

/** One photo as a 1600 × 1067 JPEG (quality 82, progressive), drawn once per process. */
export function demoPhotoJpeg(name: DemoPhoto): Promise<Buffer> {
  let jpeg = drawn.get(name);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(demoPhotoSvg(name)))
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();
    // A failed drawing is not kept: the next seeding tries again.
    jpeg.catch(() => drawn.delete(name));
    drawn.set(name, jpeg);
  }
  return jpeg;
}

const MARKER = /href="demo-photo:([a-z]+)"/g;
const isDemoPhoto = (name: string): name is DemoPhoto => (DEMO_PHOTOS as readonly string[]).includes(name);

/** The template's `href="demo-photo:name"` markers replaced by the photos' `data:image/jpeg` addresses. */
export async function inlineDemoPhotos(svg: string): Promise<string> {
  const names = new Set<DemoPhoto>();
  for (const [, name = ''] of svg.matchAll(MARKER)) {
    if (!isDemoPhoto(name)) throw new Error(`no demo photo named "${name}"`);
    names.add(name);
  }
  const data = new Map<string, string>();
  for (const name of names) data.set(name, `data:image/jpeg;base64,${(await demoPhotoJpeg(name)).toString('base64')}`);
  return svg.replace(MARKER, (_, name: string) => `href="${data.get(name)}"`);
}
