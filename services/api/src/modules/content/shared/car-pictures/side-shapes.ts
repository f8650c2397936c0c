import type { BodyType } from '@autoleasing/contracts';

/**
 * Side views in a 400×180 box, front to the left, ground at y = 162. Each body type is a profile
 * of a few key points (bumper, hood, windshield, roof, rear) rather than a hand-drawn path, so the
 * nine shapes stay consistent (same wheel size, same ground) and differ where real cars differ:
 * three boxes for the Limousine, a long roof for the Kombi, high clearance for the SUV and so on.
 */
export const GROUND_Y = 162;

export interface SideProfile {
  /** Front and rear end of the body. */
  front: number;
  rear: number;
  /** Lower edge of the body between the wheels. */
  sill: number;
  wheels: readonly [number, number];
  wheelRadius: number;
  /** Top of the front bumper and the hood's front edge. */
  noseY: number;
  hoodY: number;
  /** Windshield base (A-pillar foot) and the beltline height. */
  aBase: number;
  beltY: number;
  /** Roof: windshield top x, roof end x, roof height. null for the cabrio (top down). */
  roof: { fromX: number; toX: number; y: number } | null;
  /** Where the rear window (or C-pillar) meets the beltline. */
  cBase: number;
  /** Tail: top of the rear end. */
  tailY: number;
  /** B-pillar (and further pillars) x positions splitting the side glass. */
  pillars: readonly number[];
  /** Door shut lines. */
  doors: readonly number[];
  /** Cargo van: the side glass ends at this x (panel sides behind the cab). */
  glassEndX?: number;
  roofRails?: boolean;
  /** Black plastic cladding along the sill and arches (SUV). */
  cladding?: boolean;
}

export const SIDE_PROFILES: Readonly<Record<BodyType, SideProfile>> = {
  small: {
    front: 78, rear: 318, sill: 140, wheels: [124, 270], wheelRadius: 25,
    noseY: 118, hoodY: 106, aBase: 158, beltY: 99, roof: { fromX: 200, toX: 292, y: 56 }, cBase: 314, tailY: 102,
    pillars: [232], doors: [162, 236],
  },
  compact: {
    front: 58, rear: 338, sill: 140, wheels: [112, 284], wheelRadius: 26,
    noseY: 118, hoodY: 106, aBase: 156, beltY: 98, roof: { fromX: 202, toX: 306, y: 56 }, cBase: 333, tailY: 102,
    pillars: [250], doors: [160, 246, 320],
  },
  limousine: {
    front: 34, rear: 366, sill: 140, wheels: [96, 294], wheelRadius: 26,
    noseY: 118, hoodY: 108, aBase: 150, beltY: 98, roof: { fromX: 198, toX: 272, y: 56 }, cBase: 318, tailY: 96,
    pillars: [236], doors: [152, 232, 300],
  },
  estate: {
    front: 34, rear: 366, sill: 140, wheels: [96, 296], wheelRadius: 26,
    noseY: 118, hoodY: 108, aBase: 150, beltY: 98, roof: { fromX: 198, toX: 348, y: 56 }, cBase: 362, tailY: 100,
    pillars: [236, 304], doors: [152, 232, 300], roofRails: true,
  },
  suv: {
    front: 44, rear: 356, sill: 132, wheels: [108, 290], wheelRadius: 31,
    noseY: 104, hoodY: 90, aBase: 154, beltY: 84, roof: { fromX: 196, toX: 336, y: 38 }, cBase: 350, tailY: 88,
    pillars: [240, 306], doors: [156, 236, 302], roofRails: true, cladding: true,
  },
  van: {
    front: 42, rear: 352, sill: 138, wheels: [104, 292], wheelRadius: 26,
    noseY: 114, hoodY: 104, aBase: 118, beltY: 96, roof: { fromX: 186, toX: 340, y: 38 }, cBase: 350, tailY: 96,
    pillars: [196, 262, 316], doors: [120, 196, 262], roofRails: false,
  },
  transporter: {
    front: 30, rear: 372, sill: 140, wheels: [92, 304], wheelRadius: 27,
    noseY: 108, hoodY: 98, aBase: 78, beltY: 92, roof: { fromX: 122, toX: 368, y: 22 }, cBase: 372, tailY: 24,
    pillars: [], doors: [80, 156, 160, 238], glassEndX: 152,
  },
  cabrio: {
    front: 48, rear: 352, sill: 140, wheels: [110, 288], wheelRadius: 26,
    noseY: 118, hoodY: 108, aBase: 166, beltY: 98, roof: null, cBase: 300, tailY: 100,
    pillars: [], doors: [168, 256],
  },
  coupe: {
    front: 44, rear: 356, sill: 142, wheels: [108, 290], wheelRadius: 26,
    noseY: 120, hoodY: 110, aBase: 170, beltY: 100, roof: { fromX: 218, toX: 256, y: 64 }, cBase: 328, tailY: 100,
    pillars: [], doors: [172, 266],
  },
};
