// Electronics drawings: headphones, smartphone, laptop, speaker, camera.
import { linear, radial, shade } from '../color.ts';
import type { Draw } from '../scene.ts';

const mirror = (content: string) => `<g transform="translate(1000 0) scale(-1 1)">${content}</g>`;

export const headphones: Draw = ({ main, accent }) => {
  const cup = `
<rect x="276" y="470" width="26" height="90" rx="10" fill="url(#hp-metal)"/>
<ellipse cx="270" cy="655" rx="86" ry="132" fill="url(#hp-shell)"/>
<ellipse cx="248" cy="610" rx="22" ry="58" fill="#ffffff" opacity="0.18"/>
<ellipse cx="322" cy="655" rx="44" ry="122" fill="url(#hp-cushion)"/>
<ellipse cx="256" cy="655" rx="30" ry="30" fill="${shade(main, -0.12)}"/>
<circle cx="256" cy="655" r="9" fill="${accent}"/>`;
  return {
    defs: `${linear('hp-band', [
      [0, shade(main, 0.25)],
      [1, shade(main, -0.35)],
    ])}
${linear(
  'hp-shell',
  [
    [0, shade(main, 0.3)],
    [0.6, main],
    [1, shade(main, -0.45)],
  ],
  [0, 0, 1, 0.3],
)}
${linear(
  'hp-cushion',
  [
    [0, shade(main, -0.55)],
    [1, shade(main, -0.75)],
  ],
  [0, 0, 1, 0],
)}
${linear(
  'hp-metal',
  [
    [0, '#f3f4f6'],
    [0.5, '#b8bcc4'],
    [1, '#8d929b'],
  ],
  [0, 0, 1, 0],
)}`,
    body: `
<path d="M 289 500 C 289 200, 711 200, 711 500" fill="none" stroke="url(#hp-band)" stroke-width="46" stroke-linecap="round"/>
<path d="M 340 420 C 360 272, 640 272, 660 420" fill="none" stroke="${shade(main, -0.6)}" stroke-width="26" stroke-linecap="round"/>
<path d="M 320 430 C 330 250, 480 236, 520 238" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="8" stroke-linecap="round"/>
${cup}
${mirror(cup)}`,
    shadowWidth: 330,
    focus: [300, 620],
  };
};

export const smartphone: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'ph-back',
    [
      [0, shade(main, 0.35)],
      [1, shade(main, -0.3)],
    ],
    [0, 0, 1, 1],
  )}
${linear(
  'ph-frame',
  [
    [0, shade(main, 0.2)],
    [1, shade(main, -0.5)],
  ],
  [0, 0, 1, 1],
)}
${linear(
  'ph-screen',
  [
    [0, shade(accent, 0.35)],
    [0.55, accent],
    [1, shade(accent, -0.45)],
  ],
  [0, 0, 1, 1],
)}
${radial('ph-glow', [
  [0, '#ffffff', 0.55],
  [1, '#ffffff', 0],
])}
${linear(
  'ph-glass',
  [
    [0, '#ffffff', 0.28],
    [0.45, '#ffffff', 0],
    [1, '#ffffff', 0],
  ],
  [0, 0, 1, 0.6],
)}`,
  body: `
<g transform="rotate(10 665 505)">
  <rect x="520" y="210" width="290" height="590" rx="46" fill="url(#ph-back)"/>
  <rect x="548" y="238" width="128" height="128" rx="34" fill="${shade(main, -0.2)}" stroke="${shade(main, 0.3)}" stroke-width="3"/>
  <circle cx="583" cy="273" r="24" fill="#1c1f26" stroke="${shade(main, 0.4)}" stroke-width="5"/>
  <circle cx="583" cy="331" r="24" fill="#1c1f26" stroke="${shade(main, 0.4)}" stroke-width="5"/>
  <circle cx="640" cy="302" r="24" fill="#1c1f26" stroke="${shade(main, 0.4)}" stroke-width="5"/>
  <circle cx="578" cy="268" r="7" fill="#6b7a99" opacity="0.8"/>
  <circle cx="650" cy="252" r="8" fill="#fff6d5" opacity="0.9"/>
</g>
<rect x="240" y="190" width="300" height="610" rx="48" fill="url(#ph-frame)"/>
<rect x="254" y="204" width="272" height="582" rx="38" fill="url(#ph-screen)"/>
<circle cx="320" cy="330" r="170" fill="url(#ph-glow)"/>
<path d="M 254 620 C 340 540, 440 660, 526 560 L 526 748 Q 526 786 488 786 L 292 786 Q 254 786 254 748 Z" fill="${shade(accent, -0.3)}" opacity="0.7"/>
<rect x="350" y="222" width="80" height="22" rx="11" fill="#111318"/>
<rect x="254" y="204" width="272" height="582" rx="38" fill="url(#ph-glass)"/>`,
  shadowWidth: 300,
  shadowX: 520,
  focus: [600, 330],
});

export const laptop: Draw = ({ main, accent }) => ({
  defs: `${linear('lp-lid', [
    [0, shade(main, 0.15)],
    [1, shade(main, -0.35)],
  ])}
${linear(
  'lp-screen',
  [
    [0, shade(accent, 0.3)],
    [1, shade(accent, -0.5)],
  ],
  [0, 0, 1, 1],
)}
${linear('lp-base', [
  [0, shade(main, 0.35)],
  [0.5, main],
  [1, shade(main, -0.4)],
])}
${linear(
  'lp-glass',
  [
    [0, '#ffffff', 0.22],
    [0.5, '#ffffff', 0],
    [1, '#ffffff', 0],
  ],
  [0, 0, 1, 0.8],
)}`,
  body: `
<rect x="200" y="250" width="600" height="420" rx="22" fill="url(#lp-lid)"/>
<rect x="222" y="272" width="556" height="376" rx="8" fill="url(#lp-screen)"/>
<circle cx="330" cy="380" r="150" fill="#ffffff" opacity="0.12"/>
<path d="M 222 560 C 360 480, 480 620, 778 500 L 778 648 L 222 648 Z" fill="${shade(accent, -0.25)}" opacity="0.65"/>
<rect x="260" y="310" width="190" height="110" rx="12" fill="#ffffff" opacity="0.85"/>
<rect x="280" y="334" width="120" height="12" rx="6" fill="${accent}"/>
<rect x="280" y="360" width="150" height="10" rx="5" fill="#c9ced8"/>
<rect x="280" y="382" width="90" height="10" rx="5" fill="#c9ced8"/>
<circle cx="500" cy="261" r="4" fill="#2b2f38"/>
<rect x="222" y="272" width="556" height="376" rx="8" fill="url(#lp-glass)"/>
<path d="M 150 672 L 850 672 L 880 770 Q 882 790 860 790 L 140 790 Q 118 790 120 770 Z" fill="url(#lp-base)"/>
<path d="M 440 672 L 560 672 L 556 684 Q 554 690 546 690 L 454 690 Q 446 690 444 684 Z" fill="${shade(main, -0.3)}"/>
<rect x="120" y="772" width="760" height="18" rx="9" fill="${shade(main, -0.35)}"/>`,
  shadowWidth: 400,
  focus: [500, 470],
});

export const speaker: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'sp-body',
    [
      [0, shade(main, -0.35)],
      [0.3, shade(main, 0.12)],
      [0.7, main],
      [1, shade(main, -0.5)],
    ],
    [0, 0, 1, 0],
  )}
<pattern id="sp-mesh" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="3.2" fill="${shade(main, -0.55)}" opacity="0.55"/></pattern>
${linear('sp-top', [
  [0, shade(main, 0.3)],
  [1, shade(main, -0.1)],
])}
${linear(
  'sp-shine',
  [
    [0, '#ffffff', 0],
    [0.3, '#ffffff', 0.22],
    [0.5, '#ffffff', 0],
  ],
  [0, 0, 1, 0],
)}`,
  body: `
<path d="M 360 300 L 640 300 L 640 760 A 140 36 0 0 1 360 760 Z" fill="url(#sp-body)"/>
<path d="M 360 340 L 640 340 L 640 700 L 360 700 Z" fill="url(#sp-mesh)"/>
<path d="M 360 700 L 640 700 L 640 760 A 140 36 0 0 1 360 760 Z" fill="${shade(accent, -0.1)}"/>
<path d="M 360 700 L 640 700 L 640 712 L 360 712 Z" fill="${shade(accent, -0.35)}"/>
<ellipse cx="500" cy="300" rx="140" ry="36" fill="url(#sp-top)"/>
<ellipse cx="500" cy="300" rx="120" ry="28" fill="${shade(main, -0.08)}"/>
<circle cx="460" cy="298" r="9" fill="${shade(main, -0.45)}"/>
<circle cx="500" cy="300" r="12" fill="${accent}"/>
<circle cx="540" cy="298" r="9" fill="${shade(main, -0.45)}"/>
<path d="M 360 300 L 640 300 L 640 760 A 140 36 0 0 1 360 760 Z" fill="url(#sp-shine)"/>
<rect x="478" y="560" width="44" height="44" rx="10" fill="${accent}" opacity="0.9"/>`,
  shadowWidth: 170,
  focus: [500, 330],
});

export const camera: Draw = ({ main, accent }) => ({
  defs: `${linear('cm-body', [
    [0, shade(main, 0.2)],
    [1, shade(main, -0.4)],
  ])}
${linear('cm-grip', [
  [0, shade(accent, 0.1)],
  [1, shade(accent, -0.35)],
])}
${radial(
  'cm-lens',
  [
    [0, '#4b6fa8'],
    [0.35, '#1f2c47'],
    [0.8, '#0b0f18'],
    [1, '#000000'],
  ],
  0.42,
  0.4,
  0.6,
)}
${linear(
  'cm-ring',
  [
    [0, '#e6e8ec'],
    [1, '#6f747e'],
  ],
  [0, 0, 1, 1],
)}`,
  body: `
<path d="M 420 330 L 580 330 L 610 400 L 390 400 Z" fill="${shade(main, -0.15)}"/>
<rect x="220" y="390" width="560" height="390" rx="44" fill="url(#cm-body)"/>
<rect x="220" y="470" width="560" height="230" fill="url(#cm-grip)"/>
<rect x="250" y="360" width="80" height="40" rx="10" fill="${shade(main, -0.2)}"/>
<rect x="650" y="368" width="70" height="26" rx="8" fill="${accent}"/>
<rect x="676" y="420" width="70" height="34" rx="8" fill="#f7f3e8" opacity="0.9"/>
<circle cx="500" cy="590" r="168" fill="url(#cm-ring)"/>
<circle cx="500" cy="590" r="146" fill="${shade(main, -0.55)}"/>
<circle cx="500" cy="590" r="118" fill="url(#cm-lens)"/>
<circle cx="500" cy="590" r="62" fill="none" stroke="#3c4a66" stroke-width="4" opacity="0.8"/>
<ellipse cx="462" cy="548" rx="34" ry="22" fill="#ffffff" opacity="0.35" transform="rotate(-30 462 548)"/>
<circle cx="540" cy="626" r="10" fill="#ffffff" opacity="0.25"/>`,
  shadowWidth: 300,
  focus: [500, 560],
});
