import { co2ClassOf } from './co2-class';

describe('co2ClassOf (Pkw-EnVKV)', () => {
  it.each([
    [0, 'A'],
    [0.4, 'A'],
    [0.5, 'B'],
    [1, 'B'],
    [95, 'B'],
    [95.4, 'B'],
    [95.5, 'C'],
    [96, 'C'],
    [115, 'C'],
    [115.7, 'D'],
    [116, 'D'],
    [135, 'D'],
    [136, 'E'],
    [155, 'E'],
    [156, 'F'],
    [175, 'F'],
    [175.2, 'F'],
    [176, 'G'],
    [290, 'G'],
    [999, 'G'],
  ])('%p g/km is class %s', (grams, expected) => {
    expect(co2ClassOf(grams)).toBe(expected);
  });
});
