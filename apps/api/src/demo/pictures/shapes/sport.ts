// Sport drawings: football, dumbbell, tennis racket, bicycle, rolled yoga mat.
import { linear, radial, shade } from '../color.ts';
import type { Draw } from '../scene.ts';

function pentagon(cx: number, cy: number, r: number, turn: number, scaleY = 1): string {
  const points = Array.from({ length: 5 }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / 5;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a) * scaleY).toFixed(1)}`;
  });
  return points.join(' ');
}

export const football: Draw = ({ main }) => {
  const [cx, cy, R] = [500, 590, 200];
  const up = -Math.PI / 2;
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = up + (i * 2 * Math.PI) / 5;
    const [x, y] = [cx + Math.cos(a) * R * 0.86, cy + Math.sin(a) * R * 0.86];
    const seamFrom = [cx + Math.cos(a) * 60, cy + Math.sin(a) * 60];
    const seamTo = [cx + Math.cos(a) * R * 0.62, cy + Math.sin(a) * R * 0.62];
    return `<line x1="${seamFrom[0]!.toFixed(1)}" y1="${seamFrom[1]!.toFixed(1)}" x2="${seamTo[0]!.toFixed(1)}" y2="${seamTo[1]!.toFixed(1)}" stroke="${shade(main, -0.5)}" stroke-width="4"/>
<polygon points="${pentagon(x, y, 58, a + Math.PI)}" fill="${main}"/>`;
  }).join('');
  return {
    defs: `${radial(
      'fb-ball',
      [
        [0, '#ffffff'],
        [0.7, '#eef0f3'],
        [1, '#b9bfca'],
      ],
      0.38,
      0.34,
      0.72,
    )}
<clipPath id="fb-clip"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>
${radial(
  'fb-shade',
  [
    [0.55, '#000000', 0],
    [1, '#000000', 0.35],
  ],
  0.4,
  0.36,
  0.7,
)}`,
    body: `
<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#fb-ball)"/>
<g clip-path="url(#fb-clip)">${outer}
<polygon points="${pentagon(cx, cy, 62, up)}" fill="${main}"/>
</g>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#fb-shade)"/>
<ellipse cx="430" cy="480" rx="60" ry="34" fill="#ffffff" opacity="0.5" transform="rotate(-30 430 480)"/>`,
    shadowWidth: 170,
    focus: [500, 560],
  };
};

export const dumbbell: Draw = ({ main, accent }) => {
  const plate = (x: number, w: number, h: number) =>
    `<rect x="${x}" y="${660 - h / 2}" width="${w}" height="${h}" rx="${w / 2.4}" fill="url(#db-plate)"/>`;
  return {
    defs: `${linear('db-plate', [
      [0, shade(main, 0.3)],
      [0.5, main],
      [1, shade(main, -0.45)],
    ])}
${linear('db-bar', [
  [0, '#f4f5f7'],
  [0.5, '#a9afb8'],
  [1, '#6d737c'],
])}`,
    body: `
<rect x="300" y="640" width="400" height="40" rx="14" fill="url(#db-bar)"/>
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${410 + i * 23}" y="640" width="8" height="40" fill="#7d838c" opacity="0.5"/>`).join('')}
${plate(220, 70, 260)}${plate(290, 44, 200)}${plate(666, 44, 200)}${plate(710, 70, 260)}
<rect x="232" y="560" width="12" height="180" rx="6" fill="#ffffff" opacity="0.25"/>
<rect x="722" y="560" width="12" height="180" rx="6" fill="#ffffff" opacity="0.25"/>
<rect x="236" y="530" width="38" height="12" rx="6" fill="${accent}"/>
<rect x="726" y="530" width="38" height="12" rx="6" fill="${accent}"/>`,
    shadowWidth: 300,
    focus: [300, 640],
  };
};

export const tennisRacket: Draw = ({ main, accent }) => {
  const strings = [
    ...Array.from(
      { length: 13 },
      (_, i) => `<line x1="${330 + i * 28}" y1="120" x2="${330 + i * 28}" y2="560" />`,
    ),
    ...Array.from(
      { length: 15 },
      (_, i) => `<line x1="300" y1="${150 + i * 28}" x2="700" y2="${150 + i * 28}" />`,
    ),
  ].join('');
  return {
    defs: `${linear(
      'tr-frame',
      [
        [0, shade(main, 0.3)],
        [1, shade(main, -0.35)],
      ],
      [0, 0, 1, 1],
    )}
${radial(
  'tr-ball',
  [
    [0, '#f1ff8a'],
    [1, '#b7d11f'],
  ],
  0.38,
  0.35,
  0.7,
)}
<clipPath id="tr-head"><ellipse cx="500" cy="340" rx="160" ry="210"/></clipPath>`,
    body: `
<g transform="rotate(28 500 560)">
<ellipse cx="500" cy="340" rx="175" ry="225" fill="none" stroke="url(#tr-frame)" stroke-width="30"/>
<g clip-path="url(#tr-head)" stroke="#f5f5f0" stroke-width="3" opacity="0.9">${strings}</g>
<path d="M 440 545 L 485 660 L 515 660 L 560 545" fill="none" stroke="url(#tr-frame)" stroke-width="26" stroke-linejoin="round"/>
<rect x="478" y="650" width="44" height="220" rx="14" fill="${accent}"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="478" y1="${680 + i * 30}" x2="522" y2="${665 + i * 30}" stroke="${shade(accent, -0.3)}" stroke-width="4"/>`).join('')}
</g>
<circle cx="700" cy="730" r="60" fill="url(#tr-ball)"/>
<path d="M 650 690 Q 700 730 690 790" fill="none" stroke="#ffffff" stroke-width="7"/>
<path d="M 740 680 Q 712 720 758 760" fill="none" stroke="#ffffff" stroke-width="7"/>`,
    shadowWidth: 290,
    focus: [500, 360],
  };
};

export const bicycle: Draw = ({ main, accent }) => {
  const wheel = (
    cx: number,
  ) => `<circle cx="${cx}" cy="640" r="145" fill="none" stroke="#262a31" stroke-width="22"/>
<circle cx="${cx}" cy="640" r="130" fill="none" stroke="#9aa1ab" stroke-width="5"/>
${Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return `<line x1="${cx}" y1="640" x2="${(cx + Math.cos(a) * 128).toFixed(1)}" y2="${(640 + Math.sin(a) * 128).toFixed(1)}" stroke="#b8bec7" stroke-width="2.5"/>`;
}).join('')}
<circle cx="${cx}" cy="640" r="14" fill="#6f7680"/>`;
  return {
    defs: linear(
      'bc-frame',
      [
        [0, shade(main, 0.25)],
        [1, shade(main, -0.25)],
      ],
      [0, 0, 1, 1],
    ),
    body: `
${wheel(280)}${wheel(720)}
<g stroke="url(#bc-frame)" stroke-width="20" stroke-linecap="round" stroke-linejoin="round" fill="none">
<path d="M 280 640 L 470 650 L 430 440 Z"/>
<path d="M 430 440 L 650 450 L 470 650"/>
<path d="M 650 450 L 720 640"/>
</g>
<path d="M 430 440 L 420 400" stroke="#4a4f57" stroke-width="14"/>
<path d="M 370 392 Q 420 378 470 392 Q 470 408 420 406 Q 380 406 370 392 Z" fill="#2a2d33"/>
<path d="M 650 450 L 636 380 Q 660 360 700 372" fill="none" stroke="#4a4f57" stroke-width="12" stroke-linecap="round"/>
<rect x="690" y="362" width="40" height="18" rx="8" fill="${accent}"/>
<circle cx="470" cy="650" r="34" fill="none" stroke="#5b616a" stroke-width="8"/>
<line x1="470" y1="650" x2="500" y2="690" stroke="#3a3e45" stroke-width="8" stroke-linecap="round"/>
<rect x="490" y="684" width="26" height="10" rx="4" fill="#222"/>`,
    shadowWidth: 420,
    focus: [470, 560],
  };
};

export const yogaMat: Draw = ({ main, accent }) => ({
  defs: `${linear('ym-roll', [
    [0, shade(main, 0.3)],
    [0.45, main],
    [1, shade(main, -0.4)],
  ])}
${linear('ym-strap', [
  [0, shade(accent, 0.2)],
  [1, shade(accent, -0.35)],
])}`,
  body: `
<rect x="250" y="600" width="520" height="190" rx="20" fill="url(#ym-roll)"/>
<rect x="380" y="596" width="30" height="198" rx="6" fill="url(#ym-strap)"/>
<rect x="620" y="596" width="30" height="198" rx="6" fill="url(#ym-strap)"/>
<path d="M 395 600 Q 520 520 635 600" fill="none" stroke="url(#ym-strap)" stroke-width="16"/>
<ellipse cx="770" cy="695" rx="52" ry="95" fill="${shade(main, 0.15)}"/>
<path d="M 770 615 A 42 80 0 1 1 769 615 M 770 640 A 28 56 0 1 0 771 640 M 770 665 A 14 30 0 1 1 769 665" fill="none" stroke="${shade(main, -0.3)}" stroke-width="4"/>
<rect x="270" y="620" width="480" height="14" rx="7" fill="#ffffff" opacity="0.25"/>`,
  shadowWidth: 290,
  focus: [640, 680],
});
