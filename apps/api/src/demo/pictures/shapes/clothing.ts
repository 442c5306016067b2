// Clothing drawings: puffer jacket, hoodie, T-shirt and sneakers, shown as a studio flat lay.
import { linear, shade } from '../color.ts';
import type { Draw, Drawing } from '../scene.ts';

interface GarmentParts {
  /** Sleeve path of the left sleeve; the right one is its mirror image. */
  sleeve: string;
  torso: string;
  fill: string;
  extra: string;
}

const mirror = (content: string) => `<g transform="translate(1000 0) scale(-1 1)">${content}</g>`;

/** Shared shading: soft light from the upper left, folds darker at the sides. */
function garmentDefs(prefix: string, main: string): string {
  return `${linear(`${prefix}-cloth`, [
    [0, shade(main, 0.18)],
    [1, shade(main, -0.22)],
  ])}
${linear(
  `${prefix}-side`,
  [
    [0, '#000000', 0.22],
    [0.18, '#000000', 0],
    [0.82, '#000000', 0],
    [1, '#000000', 0.28],
  ],
  [0, 0, 1, 0],
)}
${linear(
  `${prefix}-sleeve`,
  [
    [0, shade(main, 0.05)],
    [1, shade(main, -0.3)],
  ],
  [0, 0, 1, 1],
)}`;
}

function garment(prefix: string, main: string, parts: GarmentParts, extraDefs = ''): Drawing {
  const sleeve = `<path d="${parts.sleeve}" fill="${parts.fill.replace('cloth', 'sleeve')}"/>
<path d="${parts.sleeve}" fill="url(#${prefix}-side)" opacity="0.6"/>`;
  return {
    defs: `${garmentDefs(prefix, main)}${extraDefs}`,
    body: `${sleeve}${mirror(sleeve)}
<path d="${parts.torso}" fill="${parts.fill}"/>
<path d="${parts.torso}" fill="url(#${prefix}-side)"/>
${parts.extra}`,
    shadowWidth: 330,
    focus: [500, 360],
  };
}

const longSleeve =
  'M 330 265 L 262 290 Q 220 310 210 360 L 168 690 Q 166 712 188 716 L 258 728 Q 278 730 282 710 L 330 450 Z';
const torsoPath =
  'M 330 265 L 420 232 Q 500 290 580 232 L 670 265 Q 690 275 690 300 L 680 760 Q 680 785 655 785 L 345 785 Q 320 785 320 760 L 310 300 Q 310 275 330 265 Z';

export const pufferJacket: Draw = ({ main, accent }) => {
  const bands = [330, 410, 490, 570, 650, 730]
    .map(
      (y) =>
        `<path d="M 300 ${y} Q 500 ${y + 14} 700 ${y}" fill="none" stroke="${shade(main, -0.38)}" stroke-width="5" opacity="0.7"/>`,
    )
    .join('');
  const sleeveBands = [400, 480, 560, 640]
    .map(
      (y) =>
        `<path d="M 190 ${y + 22} Q 255 ${y + 34} 318 ${y - 6}" fill="none" stroke="${shade(main, -0.38)}" stroke-width="5" opacity="0.7"/>`,
    )
    .join('');
  return garment(
    'pj',
    main,
    {
      sleeve: longSleeve,
      torso: torsoPath,
      fill: 'url(#pj-quilt)',
      extra: `<g clip-path="url(#pj-torso)">${bands}</g>
<g clip-path="url(#pj-arm)">${sleeveBands}</g>${mirror(`<g clip-path="url(#pj-arm)">${sleeveBands}</g>`)}
<path d="M 398 215 Q 500 262 602 215 L 612 268 Q 500 320 388 268 Z" fill="${shade(main, -0.12)}"/>
<path d="M 388 268 Q 500 320 612 268" fill="none" stroke="${shade(main, -0.35)}" stroke-width="4"/>
<rect x="494" y="290" width="12" height="494" fill="${shade(accent, -0.2)}"/>
<line x1="500" y1="296" x2="500" y2="780" stroke="${shade(accent, 0.35)}" stroke-width="3" stroke-dasharray="4 5"/>
<rect x="490" y="318" width="20" height="46" rx="6" fill="${accent}"/>
<rect x="370" y="600" width="70" height="8" rx="4" fill="${shade(main, -0.45)}"/>
<rect x="560" y="600" width="70" height="8" rx="4" fill="${shade(main, -0.45)}"/>`,
    },
    `<clipPath id="pj-torso"><path d="${torsoPath}"/></clipPath><clipPath id="pj-arm"><path d="${longSleeve}"/></clipPath>
<pattern id="pj-quilt" width="1000" height="80" y="10" patternUnits="userSpaceOnUse"><rect width="1000" height="80" fill="url(#pj-band)"/></pattern>
${linear('pj-band', [
  [0, shade(main, -0.2)],
  [0.35, shade(main, 0.2)],
  [0.75, main],
  [1, shade(main, -0.25)],
])}`,
  );
};

export const hoodie: Draw = ({ main, accent }) =>
  garment('hd', main, {
    sleeve: longSleeve,
    torso: torsoPath,
    fill: 'url(#hd-cloth)',
    extra: `
<path d="M 350 262 Q 350 168 500 160 Q 650 168 650 262 Q 500 330 350 262 Z" fill="${shade(main, -0.1)}"/>
<path d="M 350 262 Q 350 168 500 160 Q 650 168 650 262" fill="none" stroke="${shade(main, -0.3)}" stroke-width="4"/>
<path d="M 420 250 Q 440 206 500 202 Q 560 206 580 250 Q 540 300 500 304 Q 460 300 420 250 Z" fill="${shade(main, -0.5)}"/>
<path d="M 470 286 Q 466 360 474 410" stroke="${accent}" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M 530 286 Q 534 360 526 410" stroke="${accent}" stroke-width="7" fill="none" stroke-linecap="round"/>
<rect x="466" y="406" width="14" height="22" rx="5" fill="${shade(accent, -0.2)}"/>
<rect x="520" y="406" width="14" height="22" rx="5" fill="${shade(accent, -0.2)}"/>
<path d="M 390 560 L 610 560 L 650 700 L 350 700 Z" fill="${shade(main, -0.08)}" stroke="${shade(main, -0.3)}" stroke-width="4"/>
<rect x="320" y="745" width="360" height="40" rx="12" fill="${shade(main, -0.15)}"/>
${[340, 360, 380].map((x) => `<line x1="${x}" y1="750" x2="${x}" y2="780" stroke="${shade(main, -0.3)}" stroke-width="2"/>`).join('')}
<rect x="180" y="688" width="90" height="34" rx="10" fill="${shade(main, -0.15)}" transform="rotate(9 225 705)"/>
${mirror(`<rect x="180" y="688" width="90" height="34" rx="10" fill="${shade(main, -0.15)}" transform="rotate(9 225 705)"/>`)}`,
  });

const tshirtTorso =
  'M 330 265 L 420 240 Q 500 285 580 240 L 670 265 Q 690 275 690 300 L 682 760 Q 682 785 657 785 L 343 785 Q 318 785 318 760 L 310 300 Q 310 275 330 265 Z';

export const tshirt: Draw = ({ main, accent }) =>
  garment(
    'ts',
    main,
    {
      sleeve:
        'M 330 265 L 250 292 Q 215 305 200 340 L 160 440 Q 155 458 172 464 L 262 490 Q 280 494 286 478 L 320 400 Z',
      torso: tshirtTorso,
      fill: 'url(#ts-cloth)',
      extra: `
<path d="M 420 240 Q 500 285 580 240 Q 500 310 420 240 Z" fill="${shade(main, -0.35)}"/>
<path d="M 416 238 Q 500 312 584 238" fill="none" stroke="${shade(main, -0.15)}" stroke-width="12"/>
<g clip-path="url(#ts-body)">
<rect x="300" y="430" width="400" height="46" fill="${accent}"/>
<rect x="300" y="496" width="400" height="18" fill="${shade(accent, 0.45)}"/>
<rect x="300" y="534" width="400" height="18" fill="${accent}" opacity="0.8"/>
</g>
<rect x="560" y="330" width="56" height="40" rx="6" fill="${shade(main, -0.18)}"/>`,
    },
    `<clipPath id="ts-body"><path d="${tshirtTorso}"/></clipPath>`,
  );

export const sneakers: Draw = ({ main, accent }) => {
  const shoe = (dx: number, dy: number, tone: number) => `<g transform="translate(${dx} ${dy})">
<path d="M 180 700 Q 176 780 230 786 L 790 786 Q 846 784 840 730 Q 836 700 800 690 Z" fill="${shade('#f4f1ea', tone)}"/>
<path d="M 186 740 L 838 740" stroke="${shade(accent, tone)}" stroke-width="10"/>
<path d="M 196 700 Q 190 560 240 520 Q 300 540 360 520 L 470 450 Q 520 430 560 470 L 700 590 Q 800 620 830 690 Q 836 712 800 712 L 210 712 Q 194 712 196 700 Z" fill="url(#sn-upper)" ${tone ? `opacity="0.92"` : ''}/>
<path d="M 240 520 Q 300 548 360 520 L 380 560 Q 300 590 236 560 Z" fill="${shade(main, -0.35 + tone)}"/>
<path d="M 300 660 Q 470 560 640 640 Q 500 610 330 690 Z" fill="${shade(accent, tone)}"/>
${[0, 1, 2, 3].map((i) => `<path d="M ${452 + i * 44} ${478 + i * 34} l 40 -22" stroke="#fbfaf7" stroke-width="9" stroke-linecap="round"/>`).join('')}
<path d="M 200 600 Q 188 560 210 530 L 232 528 Q 214 566 222 600 Z" fill="${shade(accent, -0.1 + tone)}"/>
</g>`;
  return {
    defs: linear('sn-upper', [
      [0, shade(main, 0.15)],
      [1, shade(main, -0.25)],
    ]),
    body: `${shoe(60, -60, -0.12)}${shoe(-40, 0, 0)}`,
    shadowWidth: 380,
    focus: [560, 560],
  };
};
