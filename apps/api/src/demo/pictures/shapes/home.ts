// Home and garden drawings: table lamp, kettle, potted plant, armchair, mug.
import { linear, radial, shade } from '../color.ts';
import type { Draw } from '../scene.ts';

export const tableLamp: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'tl-shade',
    [
      [0, shade(main, 0.35)],
      [0.5, main],
      [1, shade(main, -0.25)],
    ],
    [0, 0, 1, 0],
  )}
${radial('tl-glow', [
  [0, '#fff6d8', 0.9],
  [1, '#fff6d8', 0],
])}
${linear(
  'tl-base',
  [
    [0, shade(accent, 0.3)],
    [0.5, accent],
    [1, shade(accent, -0.4)],
  ],
  [0, 0, 1, 0],
)}`,
  body: `
<ellipse cx="500" cy="520" rx="150" ry="70" fill="url(#tl-glow)"/>
<rect x="490" y="440" width="20" height="220" fill="${shade(accent, -0.2)}"/>
<path d="M 430 700 Q 400 600 500 560 Q 600 600 570 700 Z" fill="url(#tl-base)"/>
<ellipse cx="500" cy="700" rx="95" ry="20" fill="${shade(accent, -0.3)}"/>
<path d="M 405 700 L 595 700 L 600 770 Q 600 790 580 790 L 420 790 Q 400 790 400 770 Z" fill="url(#tl-base)"/>
<path d="M 380 220 L 620 220 L 700 470 L 300 470 Z" fill="url(#tl-shade)"/>
<ellipse cx="500" cy="470" rx="200" ry="26" fill="${shade(main, -0.35)}"/>
<ellipse cx="500" cy="468" rx="176" ry="18" fill="#fff3cf"/>
<ellipse cx="500" cy="220" rx="120" ry="14" fill="${shade(main, 0.2)}"/>
<path d="M 390 240 L 330 450" stroke="#ffffff" stroke-width="10" opacity="0.18" stroke-linecap="round"/>`,
  shadowWidth: 130,
  focus: [500, 420],
});

export const kettle: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'kt-body',
    [
      [0, shade(main, 0.45)],
      [0.35, main],
      [1, shade(main, -0.35)],
    ],
    [0, 0, 1, 0],
  )}
${linear('kt-base', [
  [0, '#3a3d44'],
  [1, '#16181c'],
])}`,
  body: `
<path d="M 640 400 Q 760 390 760 520 Q 760 640 650 660" fill="none" stroke="${shade(accent, -0.1)}" stroke-width="44" stroke-linecap="round"/>
<path d="M 360 330 L 300 260 Q 286 246 270 262 L 282 300 L 350 420 Z" fill="url(#kt-body)"/>
<path d="M 380 300 Q 380 260 420 260 L 580 260 Q 620 260 626 300 L 680 700 L 320 700 Z" fill="url(#kt-body)"/>
<rect x="440" y="228" width="120" height="40" rx="16" fill="${accent}"/>
<rect x="400" y="356" width="14" height="250" rx="7" fill="#ffffff" opacity="0.3"/>
<rect x="550" y="420" width="20" height="150" rx="10" fill="${shade(main, -0.45)}" opacity="0.5"/>
<rect x="554" y="470" width="12" height="90" rx="6" fill="#8fd3ff" opacity="0.8"/>
<path d="M 300 700 L 700 700 L 710 770 Q 712 790 690 790 L 310 790 Q 288 790 290 770 Z" fill="url(#kt-base)"/>
<circle cx="620" cy="745" r="9" fill="#57d38c"/>`,
  shadowWidth: 260,
  focus: [500, 420],
});

export const pottedPlant: Draw = ({ main, accent }) => {
  const leaf = (x: number, y: number, angle: number, size: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})">
<path d="M 0 0 Q -70 -90 0 -210 Q 70 -90 0 0 Z" fill="url(#pp-leaf)"/>
<path d="M 0 -6 L 0 -196" stroke="${shade(main, 0.35)}" stroke-width="4" opacity="0.7"/>
</g>`;
  return {
    defs: `${linear(
      'pp-leaf',
      [
        [0, shade(main, 0.25)],
        [1, shade(main, -0.3)],
      ],
      [0, 0, 1, 1],
    )}
${linear(
  'pp-pot',
  [
    [0, shade(accent, 0.3)],
    [0.4, accent],
    [1, shade(accent, -0.35)],
  ],
  [0, 0, 1, 0],
)}`,
    body: `
${leaf(500, 520, -58, 1.2)}${leaf(500, 520, 58, 1.15)}${leaf(500, 520, -28, 1.4)}${leaf(500, 520, 30, 1.35)}${leaf(500, 520, 0, 1.55)}${leaf(500, 520, -80, 0.9)}${leaf(500, 520, 80, 0.95)}
<path d="M 350 540 L 650 540 L 610 770 Q 606 790 586 790 L 414 790 Q 394 790 390 770 Z" fill="url(#pp-pot)"/>
<rect x="336" y="520" width="328" height="50" rx="14" fill="${shade(accent, 0.1)}"/>
<path d="M 380 610 Q 500 640 620 610" fill="none" stroke="${shade(accent, -0.2)}" stroke-width="6" opacity="0.6"/>`,
    shadowWidth: 160,
    focus: [500, 360],
  };
};

export const armchair: Draw = ({ main, accent }) => ({
  defs: `${linear('ac-fabric', [
    [0, shade(main, 0.2)],
    [1, shade(main, -0.25)],
  ])}
${linear(
  'ac-arm',
  [
    [0, shade(main, 0.05)],
    [1, shade(main, -0.35)],
  ],
  [0, 0, 1, 0],
)}
${linear(
  'ac-wood',
  [
    [0, shade(accent, 0.2)],
    [1, shade(accent, -0.3)],
  ],
  [0, 0, 1, 0],
)}`,
  body: `
<path d="M 330 700 L 300 792" stroke="url(#ac-wood)" stroke-width="20" stroke-linecap="round"/>
<path d="M 670 700 L 700 792" stroke="url(#ac-wood)" stroke-width="20" stroke-linecap="round"/>
<path d="M 300 300 Q 300 220 380 220 L 620 220 Q 700 220 700 300 L 700 560 L 300 560 Z" fill="url(#ac-fabric)"/>
<path d="M 320 250 Q 500 270 680 250" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.15"/>
<rect x="280" y="540" width="440" height="110" rx="40" fill="${shade(main, -0.05)}"/>
<rect x="300" y="540" width="400" height="40" rx="20" fill="#ffffff" opacity="0.1"/>
<rect x="220" y="420" width="110" height="290" rx="50" fill="url(#ac-arm)"/>
<rect x="670" y="420" width="110" height="290" rx="50" fill="url(#ac-arm)"/>
<rect x="290" y="640" width="420" height="70" rx="24" fill="${shade(main, -0.3)}"/>
<circle cx="430" cy="380" r="8" fill="${shade(main, -0.35)}"/>
<circle cx="570" cy="380" r="8" fill="${shade(main, -0.35)}"/>
<path d="M 240 705 L 230 792" stroke="url(#ac-wood)" stroke-width="22" stroke-linecap="round"/>
<path d="M 760 705 L 770 792" stroke="url(#ac-wood)" stroke-width="22" stroke-linecap="round"/>`,
  shadowWidth: 320,
  focus: [500, 470],
});

export const mug: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'mg-body',
    [
      [0, shade(main, 0.45)],
      [0.3, main],
      [1, shade(main, -0.35)],
    ],
    [0, 0, 1, 0],
  )}
${radial('mg-coffee', [
  [0, '#7a4a2a'],
  [1, '#3d2414'],
])}`,
  body: `
<path d="M 640 430 Q 760 430 760 540 Q 760 650 630 650" fill="none" stroke="${shade(main, -0.15)}" stroke-width="40"/>
<path d="M 330 380 L 670 380 L 650 730 Q 646 790 590 790 L 410 790 Q 354 790 350 730 Z" fill="url(#mg-body)"/>
<ellipse cx="500" cy="380" rx="170" ry="36" fill="${shade(main, -0.1)}"/>
<ellipse cx="500" cy="384" rx="150" ry="27" fill="url(#mg-coffee)"/>
${[380, 440, 500, 560, 620]
  .map(
    (x, i) => `<circle cx="${x}" cy="${562 + (i % 2) * 8}" r="24" fill="${accent}"/>
<circle cx="${x}" cy="${562 + (i % 2) * 8}" r="11" fill="${shade(main, -0.35)}"/>
${i < 4 ? `<circle cx="${x + 30}" cy="${620 - (i % 2) * 8}" r="6" fill="${accent}" opacity="0.8"/>` : ''}`,
  )
  .join('')}
<path d="M 440 330 Q 420 280 450 240 Q 480 200 460 160" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.55" stroke-linecap="round"/>
<path d="M 530 320 Q 510 270 540 230 Q 570 190 550 150" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.4" stroke-linecap="round"/>
<rect x="372" y="420" width="16" height="300" rx="8" fill="#ffffff" opacity="0.22"/>`,
  shadowWidth: 220,
  focus: [500, 420],
});
