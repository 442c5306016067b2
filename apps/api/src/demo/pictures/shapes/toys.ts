// Toy drawings: teddy bear, building blocks, toy car, robot.
import { linear, radial, shade } from '../color.ts';
import type { Draw } from '../scene.ts';

export const teddyBear: Draw = ({ main, accent }) => ({
  defs: `${radial(
    'tb-fur',
    [
      [0, shade(main, 0.3)],
      [0.7, main],
      [1, shade(main, -0.3)],
    ],
    0.4,
    0.35,
    0.7,
  )}
${radial(
  'tb-light',
  [
    [0, shade(main, 0.65)],
    [1, shade(main, 0.4)],
  ],
  0.45,
  0.4,
  0.6,
)}`,
  body: `
<ellipse cx="380" cy="730" rx="80" ry="62" fill="url(#tb-fur)"/>
<ellipse cx="620" cy="730" rx="80" ry="62" fill="url(#tb-fur)"/>
<ellipse cx="370" cy="740" rx="42" ry="36" fill="url(#tb-light)"/>
<ellipse cx="630" cy="740" rx="42" ry="36" fill="url(#tb-light)"/>
<ellipse cx="500" cy="610" rx="150" ry="170" fill="url(#tb-fur)"/>
<ellipse cx="500" cy="640" rx="88" ry="100" fill="url(#tb-light)"/>
<ellipse cx="345" cy="560" rx="55" ry="90" fill="url(#tb-fur)" transform="rotate(28 345 560)"/>
<ellipse cx="655" cy="560" rx="55" ry="90" fill="url(#tb-fur)" transform="rotate(-28 655 560)"/>
<circle cx="370" cy="230" r="62" fill="url(#tb-fur)"/>
<circle cx="630" cy="230" r="62" fill="url(#tb-fur)"/>
<circle cx="370" cy="230" r="34" fill="url(#tb-light)"/>
<circle cx="630" cy="230" r="34" fill="url(#tb-light)"/>
<circle cx="500" cy="340" r="150" fill="url(#tb-fur)"/>
<ellipse cx="500" cy="395" rx="72" ry="56" fill="url(#tb-light)"/>
<ellipse cx="500" cy="372" rx="24" ry="17" fill="#2a1c14"/>
<path d="M 500 390 L 500 412 M 478 420 Q 500 432 522 420" stroke="#2a1c14" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="445" cy="312" r="15" fill="#2a1c14"/><circle cx="555" cy="312" r="15" fill="#2a1c14"/>
<circle cx="450" cy="307" r="5" fill="#ffffff"/><circle cx="560" cy="307" r="5" fill="#ffffff"/>
<path d="M 420 478 L 500 500 L 580 478 L 560 530 L 500 510 L 440 530 Z" fill="${accent}"/>
<circle cx="500" cy="505" r="16" fill="${shade(accent, -0.25)}"/>`,
  shadowWidth: 240,
  focus: [500, 360],
});

export const buildingBlocks: Draw = ({ main, accent }) => {
  // An isometric cube: top, left and right faces of one colour in three lights.
  const cube = (x: number, y: number, s: number, color: string, mark: string) => `
<path d="M ${x} ${y} L ${x + s} ${y - s / 2} L ${x + 2 * s} ${y} L ${x + s} ${y + s / 2} Z" fill="${shade(color, 0.3)}"/>
<path d="M ${x} ${y} L ${x + s} ${y + s / 2} L ${x + s} ${y + 1.5 * s} L ${x} ${y + s} Z" fill="${color}"/>
<path d="M ${x + s} ${y + s / 2} L ${x + 2 * s} ${y} L ${x + 2 * s} ${y + s} L ${x + s} ${y + 1.5 * s} Z" fill="${shade(color, -0.22)}"/>
<g transform="translate(${x + s / 2} ${y + 0.75 * s}) skewY(26.565)">${mark}</g>`;
  const star = (r: number) =>
    `<polygon points="${Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r : r * 0.45;
      return `${(rr * Math.cos(a)).toFixed(1)},${(rr * Math.sin(a)).toFixed(1)}`;
    }).join(' ')}" fill="#ffffff" opacity="0.9"/>`;
  const heart = (r: number) =>
    `<path d="M 0 ${r * 0.8} C ${-r * 1.4} ${-r * 0.2} ${-r * 0.6} ${-r * 1.2} 0 ${-r * 0.4} C ${r * 0.6} ${-r * 1.2} ${r * 1.4} ${-r * 0.2} 0 ${r * 0.8} Z" fill="#ffffff" opacity="0.9"/>`;
  const dot = (r: number) => `<circle r="${r * 0.7}" fill="#ffffff" opacity="0.9"/>`;
  const third = '#f2c14e';
  return {
    defs: '',
    body: `${cube(260, 580, 140, main, star(44))}${cube(510, 600, 130, accent, heart(36))}${cube(385, 380, 130, third, dot(40))}`,
    shadowWidth: 300,
    shadowY: 770,
    focus: [470, 560],
  };
};

export const toyCar: Draw = ({ main, accent }) => {
  const wheel = (cx: number) => `<circle cx="${cx}" cy="720" r="72" fill="#23262c"/>
<circle cx="${cx}" cy="720" r="40" fill="${shade(accent, 0.2)}"/>
<circle cx="${cx}" cy="720" r="14" fill="${shade(accent, -0.3)}"/>`;
  return {
    defs: `${linear('tc-body', [
      [0, shade(main, 0.35)],
      [0.6, main],
      [1, shade(main, -0.35)],
    ])}
${linear(
  'tc-glass',
  [
    [0, '#dff2ff'],
    [1, '#8fb8d6'],
  ],
  [0, 0, 1, 1],
)}`,
    body: `
<path d="M 150 690 Q 140 560 240 540 L 330 530 L 400 420 Q 420 390 460 390 L 640 390 Q 680 390 700 420 L 770 530 Q 860 545 860 640 L 860 690 Q 860 720 830 720 L 180 720 Q 150 720 150 690 Z" fill="url(#tc-body)"/>
<path d="M 420 430 Q 432 414 452 414 L 540 414 L 540 530 L 360 530 Z" fill="url(#tc-glass)"/>
<path d="M 560 414 L 636 414 Q 660 414 672 434 L 730 530 L 560 530 Z" fill="url(#tc-glass)"/>
<path d="M 440 420 L 380 520" stroke="#ffffff" stroke-width="10" opacity="0.5"/>
<rect x="160" y="600" width="700" height="16" rx="8" fill="${accent}" opacity="0.9"/>
<rect x="820" y="570" width="40" height="26" rx="10" fill="#fff4c2"/>
<rect x="150" y="575" width="30" height="24" rx="8" fill="#ff6b5b"/>
<rect x="580" y="552" width="40" height="10" rx="5" fill="${shade(main, -0.4)}"/>
${wheel(300)}${wheel(700)}`,
    shadowWidth: 360,
    focus: [480, 520],
  };
};

export const robot: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'rb-metal',
    [
      [0, shade(main, 0.45)],
      [0.5, main],
      [1, shade(main, -0.35)],
    ],
    [0, 0, 1, 0],
  )}
${radial('rb-eye', [
  [0, '#ffffff'],
  [0.4, shade(accent, 0.3)],
  [1, accent],
])}`,
  body: `
<line x1="500" y1="150" x2="500" y2="210" stroke="${shade(main, -0.3)}" stroke-width="10"/>
<circle cx="500" cy="140" r="20" fill="${accent}"/>
<rect x="360" y="200" width="280" height="200" rx="50" fill="url(#rb-metal)"/>
<rect x="330" y="270" width="34" height="70" rx="12" fill="${shade(main, -0.25)}"/>
<rect x="636" y="270" width="34" height="70" rx="12" fill="${shade(main, -0.25)}"/>
<rect x="395" y="240" width="210" height="110" rx="36" fill="#1e2430"/>
<circle cx="455" cy="295" r="26" fill="url(#rb-eye)"/><circle cx="545" cy="295" r="26" fill="url(#rb-eye)"/>
<rect x="470" y="400" width="60" height="30" fill="${shade(main, -0.35)}"/>
<rect x="340" y="420" width="320" height="250" rx="44" fill="url(#rb-metal)"/>
<rect x="400" y="470" width="200" height="120" rx="20" fill="${shade(main, -0.2)}"/>
<circle cx="450" cy="530" r="22" fill="${accent}"/><circle cx="520" cy="510" r="12" fill="#f2c14e"/><circle cx="560" cy="550" r="12" fill="#5ec27a"/>
<rect x="260" y="440" width="60" height="190" rx="30" fill="url(#rb-metal)"/>
<rect x="680" y="440" width="60" height="190" rx="30" fill="url(#rb-metal)"/>
<circle cx="290" cy="650" r="32" fill="${shade(main, -0.3)}"/><circle cx="710" cy="650" r="32" fill="${shade(main, -0.3)}"/>
<rect x="380" y="665" width="90" height="110" rx="20" fill="${shade(main, -0.2)}"/>
<rect x="530" y="665" width="90" height="110" rx="20" fill="${shade(main, -0.2)}"/>
<rect x="365" y="760" width="120" height="34" rx="14" fill="${accent}"/>
<rect x="515" y="760" width="120" height="34" rx="14" fill="${accent}"/>`,
  shadowWidth: 250,
  focus: [500, 320],
});
