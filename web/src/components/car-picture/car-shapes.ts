import type { BodyType } from '@autoleasing/contracts';

/**
 * Side views per body type in a 320 × 140 box, facing right; the ground line is y = 118.
 * `body` is the painted shell, `glass` the side windows; wheel centres sit at `wheels`.
 * Hand-drawn outlines: no photos can be fetched, so every car is drawn (issue 3).
 */
export interface CarShape {
  body: string;
  glass: string;
  wheels: readonly [number, number];
  wheelRadius: number;
}

export const CAR_SHAPES: Readonly<Record<BodyType, CarShape>> = {
  small: {
    body: 'M52 112 V92 Q54 80 68 78 L98 74 L124 50 Q132 44 144 44 H206 Q220 44 228 54 L250 78 Q266 82 268 94 V112 Z',
    glass: 'M106 76 L130 54 Q136 50 146 50 H176 V76 Z M182 50 H204 Q214 50 220 58 L236 76 H182 Z',
    wheels: [96, 228],
    wheelRadius: 19,
  },
  compact: {
    body: 'M36 112 V92 Q38 80 54 78 L98 72 L128 48 Q136 42 148 42 H228 Q242 42 250 52 L272 76 Q286 80 288 94 V112 Z',
    glass: 'M108 74 L134 52 Q140 48 150 48 H188 V74 Z M194 48 H226 Q236 48 242 56 L258 74 H194 Z',
    wheels: [88, 240],
    wheelRadius: 20,
  },
  limousine: {
    body: 'M22 112 V94 Q24 82 40 80 L96 74 L132 50 Q140 44 152 44 H214 Q226 44 236 52 L262 74 L292 78 Q302 80 302 94 V112 Z',
    glass: 'M108 74 L138 54 Q144 50 154 50 H184 V74 Z M190 50 H212 Q222 50 230 56 L250 74 H190 Z',
    wheels: [78, 250],
    wheelRadius: 20,
  },
  estate: {
    body: 'M22 112 V92 Q24 80 40 78 L96 72 L130 48 Q138 42 150 42 H282 Q292 42 294 54 L300 78 Q304 82 304 94 V112 Z',
    glass: 'M106 72 L136 52 Q142 48 152 48 H190 V72 Z M196 48 H240 V72 H196 Z M246 48 H280 Q286 48 288 56 L292 72 H246 Z',
    wheels: [78, 252],
    wheelRadius: 20,
  },
  suv: {
    body: 'M28 110 V84 Q30 70 46 68 L94 64 L124 38 Q132 32 146 32 H262 Q276 32 280 44 L290 66 Q300 70 300 84 V110 Z',
    glass: 'M104 64 L130 42 Q136 38 148 38 H186 V64 Z M192 38 H236 V64 H192 Z M242 38 H262 Q270 38 274 46 L282 64 H242 Z',
    wheels: [84, 246],
    wheelRadius: 24,
  },
  van: {
    body: 'M26 112 V84 Q28 70 42 66 L76 58 L110 26 Q118 20 132 20 H284 Q296 20 298 32 L302 82 Q304 88 304 96 V112 Z',
    glass: 'M88 60 L116 32 Q122 26 134 26 H170 V60 Z M176 26 H226 V60 H176 Z M232 26 H282 Q290 26 292 34 L294 60 H232 Z',
    wheels: [80, 254],
    wheelRadius: 21,
  },
  transporter: {
    body: 'M22 112 V74 Q24 62 36 58 L58 52 L78 18 Q84 10 96 10 H294 Q304 10 304 22 V112 Z',
    glass: 'M64 54 L84 22 Q88 16 96 16 H118 V54 Z',
    wheels: [76, 256],
    wheelRadius: 21,
  },
  cabrio: {
    body: 'M24 112 V94 Q26 82 42 80 L104 74 L126 54 L132 56 L120 74 H250 L270 72 L296 78 Q304 82 304 94 V112 Z',
    glass: 'M126 56 L134 58 L122 72 L114 72 Z',
    wheels: [80, 250],
    wheelRadius: 20,
  },
  coupe: {
    body: 'M24 112 V94 Q26 82 42 80 L104 72 L140 50 Q150 44 164 44 H204 Q220 44 234 54 L280 78 Q302 82 302 96 V112 Z',
    glass: 'M118 72 L146 54 Q152 50 164 50 H190 V72 Z M196 50 H204 Q216 50 228 58 L250 72 H196 Z',
    wheels: [80, 250],
    wheelRadius: 20,
  },
};
