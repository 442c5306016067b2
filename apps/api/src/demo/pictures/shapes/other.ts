// Drawings for the "Inne" category: a stack of books, a gift box, a board game.
import { linear, shade } from '../color.ts';
import type { Draw } from '../scene.ts';

export const books: Draw = ({ main, accent }) => {
  const book = (y: number, x: number, w: number, h: number, color: string, tilt = 0) =>
    `<g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})">
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${color}"/>
<rect x="${x + w - 26}" y="${y + 6}" width="20" height="${h - 12}" fill="#f6f1e4"/>
${[0.3, 0.5, 0.7].map((f) => `<line x1="${x + w - 26}" y1="${y + h * f}" x2="${x + w - 6}" y2="${y + h * f}" stroke="#d8cfbb" stroke-width="2"/>`).join('')}
<rect x="${x + 40}" y="${y + h / 2 - 7}" width="${w * 0.4}" height="14" rx="7" fill="${shade(color, 0.45)}" opacity="0.9"/>
<rect x="${x}" y="${y}" width="${w}" height="10" rx="5" fill="#ffffff" opacity="0.18"/>
</g>`;
  return {
    defs: '',
    body: `${book(700, 250, 520, 90, shade(main, -0.15))}${book(620, 290, 450, 80, accent)}${book(548, 270, 480, 72, '#e8d8b0', -1.5)}${book(470, 310, 420, 78, main, 2)}
<path d="M 560 470 L 560 400 L 585 420 L 610 400 L 610 470" fill="#c94a3a"/>`,
    shadowWidth: 290,
    focus: [520, 600],
  };
};

export const giftBox: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'gb-box',
    [
      [0, shade(main, 0.25)],
      [1, shade(main, -0.25)],
    ],
    [0, 0, 1, 1],
  )}
${linear('gb-lid', [
  [0, shade(main, 0.35)],
  [1, shade(main, -0.1)],
])}
${linear(
  'gb-ribbon',
  [
    [0, shade(accent, 0.25)],
    [1, shade(accent, -0.25)],
  ],
  [0, 0, 1, 0],
)}`,
  body: `
<rect x="300" y="450" width="400" height="340" rx="14" fill="url(#gb-box)"/>
<rect x="270" y="390" width="460" height="90" rx="14" fill="url(#gb-lid)"/>
<rect x="270" y="470" width="460" height="14" fill="#000000" opacity="0.12"/>
<rect x="470" y="390" width="60" height="400" fill="url(#gb-ribbon)"/>
<path d="M 500 392 C 420 300, 330 330, 380 385 C 400 404, 460 400, 500 392 Z" fill="url(#gb-ribbon)"/>
<path d="M 500 392 C 580 300, 670 330, 620 385 C 600 404, 540 400, 500 392 Z" fill="url(#gb-ribbon)"/>
<path d="M 488 396 L 440 460 L 470 460 Z" fill="${shade(accent, -0.2)}"/>
<path d="M 512 396 L 560 460 L 530 460 Z" fill="${shade(accent, -0.2)}"/>
<circle cx="500" cy="392" r="22" fill="${shade(accent, -0.1)}"/>
${[360, 620].map((x) => `<circle cx="${x}" cy="600" r="10" fill="#ffffff" opacity="0.35"/>`).join('')}
${[400, 600].map((x) => `<circle cx="${x}" cy="700" r="10" fill="#ffffff" opacity="0.35"/>`).join('')}`,
  shadowWidth: 250,
  focus: [500, 420],
});

// A point on the board's top face, from fractions along its two edges (it is drawn in isometry).
function onBoard(u: number, v: number): string {
  const [ax, ay, bx, by, dx, dy] = [300, 560, 560, 475, 470, 660];
  return `${(ax + (bx - ax) * u + (dx - ax) * v).toFixed(1)},${(ay + (by - ay) * u + (dy - ay) * v).toFixed(1)}`;
}

function boardSquare(u: number, v: number, size: number, color: string): string {
  const corners = [
    onBoard(u, v),
    onBoard(u + size, v),
    onBoard(u + size, v + size),
    onBoard(u, v + size),
  ];
  return `<polygon points="${corners.join(' ')}" fill="${color}"/>`;
}

export const boardGame: Draw = ({ main, accent }) => {
  const homes = [
    boardSquare(0.04, 0.04, 0.3, '#e04e4e'),
    boardSquare(0.66, 0.04, 0.3, '#3f8fd2'),
    boardSquare(0.66, 0.66, 0.3, '#f2c14e'),
    boardSquare(0.04, 0.66, 0.3, '#4fb06d'),
  ].join('');
  const track = Array.from({ length: 9 }, (_, i) =>
    [
      boardSquare(0.42, 0.04 + i * 0.1, 0.06, '#ffffff'),
      boardSquare(0.04 + i * 0.1, 0.42, 0.06, '#ffffff'),
    ].join(''),
  ).join('');
  return {
    defs: linear(
      'bg-top',
      [
        [0, shade(main, 0.25)],
        [1, shade(main, -0.2)],
      ],
      [0, 0, 1, 1],
    ),
    body: `
<path d="M 200 560 L 560 440 L 820 580 L 460 700 Z" fill="url(#bg-top)"/>
<path d="M 200 560 L 460 700 L 460 790 L 200 650 Z" fill="${shade(main, -0.3)}"/>
<path d="M 460 700 L 820 580 L 820 670 L 460 790 Z" fill="${shade(main, -0.45)}"/>
<path d="M 300 560 L 560 475 L 730 575 L 470 660 Z" fill="${shade(accent, 0.55)}"/>
${homes}${track}
<g transform="translate(560 500)">
<path d="M 0 40 L 50 15 L 100 40 L 50 65 Z" fill="#ffffff"/>
<path d="M 0 40 L 50 65 L 50 120 L 0 95 Z" fill="#e4e6ea"/>
<path d="M 50 65 L 100 40 L 100 95 L 50 120 Z" fill="#c9ccd3"/>
<circle cx="50" cy="40" r="7" fill="#222"/><circle cx="25" cy="80" r="6" fill="#222"/><circle cx="75" cy="80" r="6" fill="#222"/>
</g>
<g transform="translate(0 150)">
<path d="M 330 420 Q 330 380 350 370 Q 370 380 370 420 L 380 470 L 320 470 Z" fill="#b8323a"/>
<circle cx="350" cy="355" r="22" fill="#b8323a"/>
</g>`,
    shadowWidth: 330,
    shadowY: 720,
    focus: [500, 560],
  };
};
