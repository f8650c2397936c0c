import { series, type BrandCatalogue } from './catalogue-types';

/** German brands (incl. VW group imports): the bulk of the German leasing market. */
export const GERMAN_BRANDS: readonly BrandCatalogue[] = [
  {
    slug: 'vw', trims: ['Life', 'Style', 'R-Line'], weight: 12,
    series: [
      series('polo', 'Polo', 'small', [['1.0 TSI 95 PS', 'petrol', 'manual', 95, 22935, 124], ['1.0 TSI 95 PS DSG', 'petrol', 'automatic', 95, 25500, 126]]),
      series('t-cross', 'T-Cross', 'suv', [['1.0 TSI 95 PS', 'petrol', 'manual', 95, 25580, 128], ['1.5 TSI 150 PS DSG', 'petrol', 'automatic', 150, 31860, 139]]),
      series('golf', 'Golf', 'compact', [['1.5 TSI 116 PS', 'petrol', 'manual', 116, 29515, 132], ['1.5 eTSI 150 PS DSG', 'petrol', 'automatic', 150, 35315, 128], ['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 36605, 115], ['1.5 eHybrid 204 PS DSG', 'hybrid', 'automatic', 204, 42110, 9, [25.7, 143]]]),
      series('golf-variant', 'Golf Variant', 'estate', [['1.5 eTSI 116 PS DSG', 'petrol', 'automatic', 116, 33360, 130], ['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 38530, 118]]),
      series('t-roc', 'T-Roc', 'suv', [['1.0 TSI 115 PS', 'petrol', 'manual', 115, 28690, 138], ['1.5 TSI 150 PS DSG', 'petrol', 'automatic', 150, 33540, 145]]),
      series('tiguan', 'Tiguan', 'suv', [['1.5 eTSI 150 PS DSG', 'petrol', 'automatic', 150, 39985, 145], ['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 43290, 140], ['1.5 eHybrid 272 PS DSG', 'hybrid', 'automatic', 272, 48785, 10, [25.7, 121]]]),
      series('passat-variant', 'Passat Variant', 'estate', [['1.5 eTSI 150 PS DSG', 'petrol', 'automatic', 150, 44175, 135], ['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 46275, 124], ['1.5 eHybrid 204 PS DSG', 'hybrid', 'automatic', 204, 52835, 9, [25.7, 132]]], ['Business', 'Elegance', 'R-Line']),
      series('id-3', 'ID.3', 'compact', [['Pure 170 PS', 'electric', 'automatic', 170, 30795, 0, [55, 388]], ['Pro 204 PS', 'electric', 'automatic', 204, 35995, 0, [63, 434]]], ['Pure', 'Pro', 'GTX']),
      series('id-4', 'ID.4', 'suv', [['Pure 170 PS', 'electric', 'automatic', 170, 40335, 0, [55, 362]], ['Pro 286 PS', 'electric', 'automatic', 286, 46335, 0, [82, 550]]], ['Pure', 'Pro', 'GTX']),
      series('id-7', 'ID.7', 'limousine', [['Pro 286 PS', 'electric', 'automatic', 286, 53995, 0, [82, 621]]], ['Pro', 'Pro S']),
      series('id-buzz', 'ID. Buzz', 'van', [['Pro 286 PS', 'electric', 'automatic', 286, 59000, 0, [86, 458]]], ['Pro', 'Pro LR']),
    ],
  },
  {
    slug: 'audi', trims: ['Basis', 'advanced', 'S line'], weight: 7,
    series: [
      series('a3-sportback', 'A3 Sportback', 'compact', [['30 TFSI 116 PS', 'petrol', 'manual', 116, 35400, 128], ['35 TFSI 150 PS S tronic', 'petrol', 'automatic', 150, 38900, 130], ['35 TDI 150 PS S tronic', 'diesel', 'automatic', 150, 41100, 117], ['45 TFSI e 272 PS S tronic', 'hybrid', 'automatic', 272, 49900, 17, [25.7, 139]]]),
      series('a5-avant', 'A5 Avant', 'estate', [['TFSI 150 PS S tronic', 'petrol', 'automatic', 150, 49900, 140], ['TDI 204 PS S tronic', 'diesel', 'automatic', 204, 55900, 128]]),
      series('q3', 'Q3', 'suv', [['35 TFSI 150 PS S tronic', 'petrol', 'automatic', 150, 44300, 145], ['35 TDI 150 PS S tronic', 'diesel', 'automatic', 150, 46800, 134]]),
      series('q4-e-tron', 'Q4 e-tron', 'suv', [['45 e-tron 286 PS', 'electric', 'automatic', 286, 51800, 0, [82, 535]], ['55 e-tron quattro 340 PS', 'electric', 'automatic', 340, 58000, 0, [82, 514]]]),
      series('q5', 'Q5', 'suv', [['TFSI 204 PS S tronic', 'petrol', 'automatic', 204, 60700, 178], ['TDI 204 PS quattro S tronic', 'diesel', 'automatic', 204, 62500, 153]]),
      series('a6-e-tron', 'A6 Sportback e-tron', 'limousine', [['performance 367 PS', 'electric', 'automatic', 367, 75600, 0, [100, 720]]]),
    ],
  },
  {
    slug: 'bmw', trims: ['Basis', 'M Sport'], weight: 9,
    series: [
      series('1er', '1er', 'compact', [['120 170 PS Steptronic', 'petrol', 'automatic', 170, 38900, 128], ['120d 163 PS Steptronic', 'diesel', 'automatic', 163, 41600, 118]]),
      series('3er', '3er Limousine', 'limousine', [['320i 184 PS Steptronic', 'petrol', 'automatic', 184, 48500, 145], ['320d 190 PS Steptronic', 'diesel', 'automatic', 190, 50600, 124], ['330e 292 PS Steptronic', 'hybrid', 'automatic', 292, 54400, 24, [19.5, 101]]]),
      series('3er-touring', '3er Touring', 'estate', [['320d 190 PS Steptronic', 'diesel', 'automatic', 190, 52600, 127], ['320i 184 PS Steptronic', 'petrol', 'automatic', 184, 50500, 149]]),
      series('x1', 'X1', 'suv', [['sDrive18i 136 PS', 'petrol', 'automatic', 136, 44300, 138], ['sDrive18d 150 PS', 'diesel', 'automatic', 150, 46100, 125], ['iX1 eDrive20 204 PS', 'electric', 'automatic', 204, 48900, 0, [66.5, 475]]]),
      series('x3', 'X3', 'suv', [['20 xDrive 208 PS', 'petrol', 'automatic', 208, 57400, 164], ['20d xDrive 197 PS', 'diesel', 'automatic', 197, 59900, 145], ['30e xDrive 299 PS', 'hybrid', 'automatic', 299, 66500, 17, [22.1, 90]]]),
      series('i4', 'i4 Gran Coupé', 'limousine', [['eDrive35 286 PS', 'electric', 'automatic', 286, 56900, 0, [70.2, 483]], ['eDrive40 340 PS', 'electric', 'automatic', 340, 61900, 0, [83.9, 590]]]),
      series('i5-touring', 'i5 Touring', 'estate', [['eDrive40 340 PS', 'electric', 'automatic', 340, 72200, 0, [84.3, 560]]]),
    ],
  },
  {
    slug: 'mercedes-benz', trims: ['Progressive', 'AMG Line'], weight: 9,
    series: [
      series('a-klasse', 'A-Klasse', 'compact', [['A 180 136 PS', 'petrol', 'automatic', 136, 37700, 137], ['A 200 d 150 PS', 'diesel', 'automatic', 150, 41300, 122], ['A 250 e 218 PS', 'hybrid', 'automatic', 218, 45500, 18, [15.6, 81]]]),
      series('c-klasse', 'C-Klasse Limousine', 'limousine', [['C 200 204 PS', 'petrol', 'automatic', 204, 52500, 149], ['C 220 d 197 PS', 'diesel', 'automatic', 197, 54600, 128], ['C 300 e 313 PS', 'hybrid', 'automatic', 313, 60700, 13, [25.4, 111]]], ['Avantgarde', 'AMG Line']),
      series('c-klasse-t-modell', 'C-Klasse T-Modell', 'estate', [['C 220 d 197 PS', 'diesel', 'automatic', 197, 56300, 131]], ['Avantgarde', 'AMG Line']),
      series('e-klasse', 'E-Klasse Limousine', 'limousine', [['E 220 d 197 PS', 'diesel', 'automatic', 197, 64700, 135], ['E 300 e 313 PS', 'hybrid', 'automatic', 313, 71000, 12, [25.4, 118]]], ['Avantgarde', 'AMG Line']),
      series('glc', 'GLC', 'suv', [['GLC 200 4MATIC 204 PS', 'petrol', 'automatic', 204, 61200, 174], ['GLC 220 d 4MATIC 197 PS', 'diesel', 'automatic', 197, 62300, 155], ['GLC 300 e 4MATIC 313 PS', 'hybrid', 'automatic', 313, 68200, 15, [31.2, 129]]]),
      series('eqa', 'EQA', 'suv', [['EQA 250+ 190 PS', 'electric', 'automatic', 190, 49600, 0, [70.5, 560]]]),
      series('eqb', 'EQB', 'suv', [['EQB 250+ 190 PS', 'electric', 'automatic', 190, 52200, 0, [70.5, 535]]]),
      series('cla', 'CLA Coupé', 'coupe', [['CLA 250+ 272 PS', 'electric', 'automatic', 272, 55800, 0, [85, 792]]]),
    ],
  },
  {
    slug: 'skoda', trims: ['Selection', 'Sportline'], weight: 8,
    series: [
      series('fabia', 'Fabia', 'small', [['1.0 TSI 95 PS', 'petrol', 'manual', 95, 20940, 118], ['1.5 TSI 150 PS DSG', 'petrol', 'automatic', 150, 27920, 131]], ['Selection', 'Monte Carlo']),
      series('kamiq', 'Kamiq', 'suv', [['1.0 TSI 115 PS', 'petrol', 'manual', 115, 26690, 123]], ['Selection', 'Monte Carlo']),
      series('octavia', 'Octavia Limousine', 'limousine', [['1.5 TSI 115 PS', 'petrol', 'manual', 115, 31030, 129], ['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 37160, 117]]),
      series('octavia-combi', 'Octavia Combi', 'estate', [['1.5 TSI mHEV 150 PS DSG', 'petrol', 'automatic', 150, 34490, 128], ['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 37760, 119]]),
      series('superb-combi', 'Superb Combi', 'estate', [['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 47370, 129], ['1.5 TSI iV 204 PS DSG', 'hybrid', 'automatic', 204, 49870, 10, [25.7, 134]]], ['Selection', 'L&K']),
      series('kodiaq', 'Kodiaq', 'suv', [['1.5 TSI mHEV 150 PS DSG', 'petrol', 'automatic', 150, 42350, 154], ['2.0 TDI 193 PS 4x4 DSG', 'diesel', 'automatic', 193, 52950, 165], ['1.5 TSI iV 204 PS DSG', 'hybrid', 'automatic', 204, 50450, 8, [25.7, 121]]]),
      series('enyaq', 'Enyaq', 'suv', [['85 286 PS', 'electric', 'automatic', 286, 48900, 0, [82, 578]]]),
      series('elroq', 'Elroq', 'suv', [['60 204 PS', 'electric', 'automatic', 204, 38900, 0, [63, 403]], ['85 286 PS', 'electric', 'automatic', 286, 44900, 0, [82, 580]]]),
    ],
  },
  {
    slug: 'seat', trims: ['Style', 'FR'], weight: 3,
    series: [
      series('ibiza', 'Ibiza', 'small', [['1.0 TSI 95 PS', 'petrol', 'manual', 95, 20990, 120], ['1.5 TSI 150 PS DSG', 'petrol', 'automatic', 150, 28990, 132]]),
      series('arona', 'Arona', 'suv', [['1.0 TSI 115 PS', 'petrol', 'manual', 115, 24690, 125]]),
      series('leon', 'Leon', 'compact', [['1.5 eTSI 150 PS DSG', 'petrol', 'automatic', 150, 31990, 128], ['1.5 e-HYBRID 204 PS DSG', 'hybrid', 'automatic', 204, 42990, 11, [25.7, 129]]]),
      series('leon-sportstourer', 'Leon Sportstourer', 'estate', [['2.0 TDI 150 PS DSG', 'diesel', 'automatic', 150, 35690, 120]]),
      series('ateca', 'Ateca', 'suv', [['1.5 TSI 150 PS DSG', 'petrol', 'automatic', 150, 36990, 152]]),
    ],
  },
  {
    slug: 'cupra', trims: ['Basis', 'VZ'], weight: 3,
    series: [
      series('born', 'Born', 'compact', [['231 PS', 'electric', 'automatic', 231, 43900, 0, [63, 427]], ['VZ 326 PS', 'electric', 'automatic', 326, 54450, 0, [82, 597]]], ['Basis', 'Edge']),
      series('formentor', 'Formentor', 'suv', [['1.5 TSI 150 PS DSG', 'petrol', 'automatic', 150, 36790, 146], ['1.5 e-HYBRID 272 PS DSG', 'hybrid', 'automatic', 272, 47890, 16, [25.7, 122]]]),
      series('leon', 'Leon', 'compact', [['1.5 eTSI 150 PS DSG', 'petrol', 'automatic', 150, 33850, 127]]),
      series('tavascan', 'Tavascan', 'suv', [['Endurance 286 PS', 'electric', 'automatic', 286, 52450, 0, [82, 568]]], ['Basis', 'Edge']),
      series('terramar', 'Terramar', 'suv', [['1.5 eTSI 150 PS DSG', 'petrol', 'automatic', 150, 39680, 143]]),
    ],
  },
  {
    slug: 'porsche', trims: ['Basis'], weight: 1,
    series: [
      series('macan', 'Macan Electric', 'suv', [['Macan 4 408 PS', 'electric', 'automatic', 408, 84900, 0, [100, 613]]]),
      series('taycan', 'Taycan', 'limousine', [['Taycan 408 PS', 'electric', 'automatic', 408, 101500, 0, [89, 628]]]),
      series('cayenne', 'Cayenne', 'suv', [['E-Hybrid 470 PS', 'hybrid', 'automatic', 470, 104000, 37, [25.9, 90]]]),
      series('911', '911', 'coupe', [['Carrera 394 PS', 'petrol', 'automatic', 394, 131000, 247]]),
    ],
  },
  {
    slug: 'opel', trims: ['Edition', 'GS'], weight: 5,
    series: [
      series('corsa', 'Corsa', 'small', [['1.2 75 PS', 'petrol', 'manual', 75, 19800, 128], ['Hybrid 110 PS', 'hybrid', 'automatic', 110, 26200, 104], ['Electric 156 PS', 'electric', 'automatic', 156, 34650, 0, [51, 402]]]),
      series('astra', 'Astra', 'compact', [['1.2 Turbo 130 PS', 'petrol', 'manual', 130, 31000, 138], ['Plug-in-Hybrid 180 PS', 'hybrid', 'automatic', 180, 42500, 22, [17.2, 84]], ['Electric 156 PS', 'electric', 'automatic', 156, 39995, 0, [54, 418]]]),
      series('astra-sports-tourer', 'Astra Sports Tourer', 'estate', [['1.5 Diesel 130 PS', 'diesel', 'manual', 130, 34450, 122]]),
      series('mokka', 'Mokka', 'suv', [['1.2 Turbo 130 PS', 'petrol', 'automatic', 130, 30940, 134], ['Electric 156 PS', 'electric', 'automatic', 156, 36990, 0, [54, 403]]]),
      series('frontera', 'Frontera', 'suv', [['Hybrid 110 PS', 'hybrid', 'automatic', 110, 24750, 122], ['Electric 113 PS', 'electric', 'automatic', 113, 29000, 0, [44, 305]]]),
      series('grandland', 'Grandland', 'suv', [['Hybrid 136 PS', 'hybrid', 'automatic', 136, 37750, 123], ['Electric 213 PS', 'electric', 'automatic', 213, 46750, 0, [73, 523]]]),
    ],
  },
  {
    slug: 'mini', trims: ['Essential', 'Classic', 'JCW Trim'], weight: 2,
    series: [
      series('cooper', 'Cooper', 'small', [['C 156 PS', 'petrol', 'automatic', 156, 29900, 135], ['E 184 PS', 'electric', 'automatic', 184, 32900, 0, [40.7, 305]], ['SE 218 PS', 'electric', 'automatic', 218, 36900, 0, [54.2, 402]]]),
      series('countryman', 'Countryman', 'suv', [['C 170 PS', 'petrol', 'automatic', 170, 40400, 148], ['E 204 PS', 'electric', 'automatic', 204, 45400, 0, [66.5, 462]]]),
      series('aceman', 'Aceman', 'suv', [['E 184 PS', 'electric', 'automatic', 184, 36900, 0, [42.5, 310]]]),
    ],
  },
  {
    slug: 'smart', trims: ['Pro', 'Premium', 'Brabus'], weight: 1,
    series: [
      series('1', '#1', 'suv', [['Pro+ 272 PS', 'electric', 'automatic', 272, 41490, 0, [66, 440]]]),
      series('3', '#3', 'suv', [['Pro+ 272 PS', 'electric', 'automatic', 272, 42490, 0, [66, 455]]]),
      series('5', '#5', 'suv', [['Pro 363 PS', 'electric', 'automatic', 363, 45900, 0, [100, 590]]]),
    ],
  },
];
