import { series, type BrandCatalogue } from './catalogue-types';

/** French, Italian, British, Swedish, Romanian and American brands. */
export const OTHER_BRANDS: readonly BrandCatalogue[] = [
  {
    slug: 'renault', trims: ['Evolution', 'Techno', 'Esprit Alpine'], weight: 3,
    series: [
      series('clio', 'Clio', 'small', [['TCe 90 PS', 'petrol', 'manual', 90, 19450, 118], ['E-Tech Full Hybrid 145 PS', 'hybrid', 'automatic', 145, 25800, 96]]),
      series('renault-5', 'Renault 5 E-Tech', 'small', [['150 PS', 'electric', 'automatic', 150, 32900, 0, [52, 410]]]),
      series('captur', 'Captur', 'suv', [['TCe 90 PS', 'petrol', 'manual', 90, 24350, 128], ['E-Tech Full Hybrid 145 PS', 'hybrid', 'automatic', 145, 29550, 107]]),
      series('symbioz', 'Symbioz', 'suv', [['E-Tech Full Hybrid 145 PS', 'hybrid', 'automatic', 145, 32900, 106]]),
      series('austral', 'Austral', 'suv', [['E-Tech Full Hybrid 200 PS', 'hybrid', 'automatic', 200, 41150, 105]]),
      series('scenic-e-tech', 'Scenic E-Tech', 'suv', [['170 PS 60 kWh', 'electric', 'automatic', 170, 42990, 0, [60, 430]], ['220 PS 87 kWh', 'electric', 'automatic', 220, 48990, 0, [87, 625]]]),
      series('trafic', 'Trafic Kastenwagen', 'transporter', [['Blue dCi 150 PS', 'diesel', 'manual', 150, 44500, 199]], ['Komfort', 'Extra']),
    ],
  },
  {
    slug: 'dacia', trims: ['Expression', 'Journey', 'Extreme'], weight: 3,
    series: [
      series('sandero', 'Sandero', 'small', [['TCe 90 PS', 'petrol', 'manual', 90, 14290, 121], ['ECO-G 100 PS', 'gas', 'manual', 100, 15090, 110]]),
      series('spring', 'Spring', 'small', [['Electric 65 PS', 'electric', 'automatic', 65, 16900, 0, [26.8, 225]]]),
      series('duster', 'Duster', 'suv', [['TCe 130 PS', 'petrol', 'manual', 130, 21790, 129], ['Hybrid 140 PS', 'hybrid', 'automatic', 140, 26490, 114], ['ECO-G 100 PS', 'gas', 'manual', 100, 21090, 119]]),
      series('jogger', 'Jogger', 'van', [['TCe 110 PS', 'petrol', 'manual', 110, 19590, 130], ['Hybrid 140 PS', 'hybrid', 'automatic', 140, 24990, 110]]),
    ],
  },
  {
    slug: 'alpine', trims: ['GT', 'GTS'], weight: 0.2,
    series: [
      series('a290', 'A290', 'small', [['180 PS', 'electric', 'automatic', 180, 38700, 0, [52, 380]]]),
      series('a110', 'A110', 'coupe', [['1.8 Turbo 300 PS', 'petrol', 'automatic', 300, 75000, 152]]),
    ],
  },
  {
    slug: 'peugeot', trims: ['Allure', 'GT'], weight: 3,
    series: [
      series('208', '208', 'small', [['PureTech 100 PS', 'petrol', 'manual', 100, 22150, 121], ['E-208 156 PS', 'electric', 'automatic', 156, 36450, 0, [51, 410]]]),
      series('2008', '2008', 'suv', [['Hybrid 136 PS', 'hybrid', 'automatic', 136, 31250, 118], ['E-2008 156 PS', 'electric', 'automatic', 156, 39450, 0, [54, 406]]]),
      series('308', '308', 'compact', [['Hybrid 136 PS', 'hybrid', 'automatic', 136, 33950, 116]]),
      series('308-sw', '308 SW', 'estate', [['BlueHDi 130 PS', 'diesel', 'automatic', 130, 36650, 116]]),
      series('3008', '3008', 'suv', [['Hybrid 136 PS', 'hybrid', 'automatic', 136, 39640, 126], ['E-3008 213 PS', 'electric', 'automatic', 213, 48650, 0, [73, 527]]]),
      series('5008', '5008', 'suv', [['Hybrid 136 PS', 'hybrid', 'automatic', 136, 43700, 129]]),
      series('rifter', 'Rifter', 'van', [['PureTech 110 PS', 'petrol', 'manual', 110, 29250, 148]]),
    ],
  },
  {
    slug: 'citroen', trims: ['You', 'Plus', 'Max'], weight: 2,
    series: [
      series('c3', 'C3', 'small', [['PureTech 100 PS', 'petrol', 'manual', 100, 17990, 125], ['ë-C3 113 PS', 'electric', 'automatic', 113, 23300, 0, [44, 320]]]),
      series('c4', 'C4', 'compact', [['PureTech 130 PS', 'petrol', 'automatic', 130, 28490, 133], ['ë-C4 136 PS', 'electric', 'automatic', 136, 36590, 0, [50, 357]]]),
      series('c5-aircross', 'C5 Aircross', 'suv', [['Hybrid 136 PS', 'hybrid', 'automatic', 136, 33990, 127]]),
    ],
  },
  {
    slug: 'ds', trims: ['Pallas', 'Étoile'], weight: 0.3,
    series: [
      series('ds-4', 'DS 4', 'compact', [['PureTech 130 PS', 'petrol', 'automatic', 130, 36390, 133], ['E-TENSE 225 PS', 'hybrid', 'automatic', 225, 47490, 27, [12.4, 61]]]),
      series('ds-7', 'DS 7', 'suv', [['BlueHDi 130 PS', 'diesel', 'automatic', 130, 45490, 133], ['E-TENSE 4x4 300 PS', 'hybrid', 'automatic', 300, 58990, 30, [14.2, 66]]]),
    ],
  },
  {
    slug: 'fiat', trims: ['Pop', 'La Prima'], weight: 2,
    series: [
      series('pandina', 'Pandina', 'small', [['1.0 Hybrid 70 PS', 'hybrid', 'manual', 70, 15990, 111]]),
      series('grande-panda', 'Grande Panda', 'small', [['1.2 Hybrid 110 PS', 'hybrid', 'automatic', 110, 18990, 123], ['Elettrica 113 PS', 'electric', 'automatic', 113, 24990, 0, [44, 320]]]),
      series('500e', '500e', 'small', [['118 PS', 'electric', 'automatic', 118, 29990, 0, [42, 321]]]),
      series('600', '600', 'suv', [['Hybrid 100 PS', 'hybrid', 'automatic', 100, 24990, 113], ['600e 156 PS', 'electric', 'automatic', 156, 35990, 0, [54, 409]]]),
    ],
  },
  {
    slug: 'abarth', trims: ['Turismo', 'Scorpionissima'], weight: 0.2,
    series: [
      series('500e', '500e', 'small', [['155 PS', 'electric', 'automatic', 155, 37990, 0, [42, 253]]]),
      series('600e', '600e', 'suv', [['240 PS', 'electric', 'automatic', 240, 41990, 0, [54, 334]]]),
    ],
  },
  {
    slug: 'alfa-romeo', trims: ['Sprint', 'Veloce'], weight: 0.5,
    series: [
      series('junior', 'Junior', 'suv', [['Ibrida 136 PS', 'hybrid', 'automatic', 136, 29500, 112], ['Elettrica 156 PS', 'electric', 'automatic', 156, 39500, 0, [54, 410]]]),
      series('tonale', 'Tonale', 'suv', [['1.5 Hybrid 160 PS', 'hybrid', 'automatic', 160, 41500, 132], ['Plug-in Hybrid Q4 280 PS', 'hybrid', 'automatic', 280, 52500, 26, [15.5, 69]]]),
      series('giulia', 'Giulia', 'limousine', [['2.0 Turbo 280 PS Q4', 'petrol', 'automatic', 280, 56500, 168], ['2.2 Diesel 210 PS Q4', 'diesel', 'automatic', 210, 57500, 139]]),
    ],
  },
  {
    slug: 'jeep', trims: ['Longitude', 'Altitude', 'Summit'], weight: 0.8,
    series: [
      series('avenger', 'Avenger', 'suv', [['1.2 e-Hybrid 100 PS', 'hybrid', 'automatic', 100, 26900, 114], ['Elektro 156 PS', 'electric', 'automatic', 156, 37000, 0, [54, 400]]]),
      series('renegade', 'Renegade', 'suv', [['1.5 e-Hybrid 130 PS', 'hybrid', 'automatic', 130, 33900, 125]]),
      series('compass', 'Compass', 'suv', [['1.5 e-Hybrid 130 PS', 'hybrid', 'automatic', 130, 39400, 132], ['1.3 4xe 240 PS', 'hybrid', 'automatic', 240, 48300, 39, [11.4, 49]]]),
    ],
  },
  {
    slug: 'maserati', trims: ['GT', 'Modena'], weight: 0.2,
    series: [
      series('grecale', 'Grecale', 'suv', [['GT Mild-Hybrid 300 PS', 'hybrid', 'automatic', 300, 78000, 209], ['Folgore 557 PS', 'electric', 'automatic', 557, 116000, 0, [105, 500]]]),
    ],
  },
  {
    slug: 'ford', trims: ['Titanium', 'ST-Line X'], weight: 4,
    series: [
      series('puma', 'Puma', 'suv', [['1.0 EcoBoost Hybrid 125 PS', 'hybrid', 'manual', 125, 28200, 124], ['Gen-E 168 PS', 'electric', 'automatic', 168, 36900, 0, [43, 376]]]),
      series('kuga', 'Kuga', 'suv', [['1.5 EcoBoost 186 PS', 'petrol', 'automatic', 186, 36850, 158], ['2.5 Plug-in-Hybrid 243 PS', 'hybrid', 'automatic', 243, 45400, 18, [14.4, 69]]]),
      series('explorer', 'Explorer', 'suv', [['Extended Range RWD 286 PS', 'electric', 'automatic', 286, 49500, 0, [79, 602]]], ['Explorer', 'Premium']),
      series('mustang-mach-e', 'Mustang Mach-E', 'suv', [['Standard Range RWD 269 PS', 'electric', 'automatic', 269, 53000, 0, [75.7, 470]]], ['Mustang Mach-E', 'Premium']),
      series('transit-custom', 'Transit Custom Kastenwagen', 'transporter', [['2.0 EcoBlue 136 PS', 'diesel', 'manual', 136, 43990, 190]], ['Trend', 'Limited']),
    ],
  },
  {
    slug: 'tesla', trims: ['Standard'], weight: 3,
    series: [
      series('model-3', 'Model 3', 'limousine', [['Hinterradantrieb 283 PS', 'electric', 'automatic', 283, 39990, 0, [60, 554]], ['Maximale Reichweite Allradantrieb 498 PS', 'electric', 'automatic', 498, 48990, 0, [79, 702]]]),
      series('model-y', 'Model Y', 'suv', [['Hinterradantrieb 299 PS', 'electric', 'automatic', 299, 44990, 0, [62.5, 500]], ['Maximale Reichweite Allradantrieb 514 PS', 'electric', 'automatic', 514, 52990, 0, [79, 586]]]),
    ],
  },
  {
    slug: 'volvo', trims: ['Core', 'Plus', 'Ultra'], weight: 2,
    series: [
      series('ex30', 'EX30', 'suv', [['Single Motor 272 PS', 'electric', 'automatic', 272, 36590, 0, [51, 344]], ['Single Motor Extended Range 272 PS', 'electric', 'automatic', 272, 40590, 0, [69, 476]]]),
      series('xc40', 'XC40', 'suv', [['B3 163 PS', 'petrol', 'automatic', 163, 43290, 160]]),
      series('ex40', 'EX40', 'suv', [['Single Motor 238 PS', 'electric', 'automatic', 238, 49290, 0, [69, 476]]]),
      series('xc60', 'XC60', 'suv', [['B5 250 PS', 'petrol', 'automatic', 250, 58550, 173], ['T6 Plug-in Hybrid 350 PS', 'hybrid', 'automatic', 350, 69500, 19, [18.8, 81]]]),
      series('v60', 'V60', 'estate', [['B4 197 PS', 'petrol', 'automatic', 197, 52100, 150], ['T6 Plug-in Hybrid 350 PS', 'hybrid', 'automatic', 350, 62200, 20, [18.8, 88]]]),
      series('xc90', 'XC90', 'suv', [['T8 Plug-in Hybrid 455 PS', 'hybrid', 'automatic', 455, 93000, 30, [18.8, 71]]]),
    ],
  },
  {
    slug: 'polestar', trims: ['Standard', 'Plus'], weight: 0.5,
    series: [
      series('polestar-2', 'Polestar 2', 'limousine', [['Long Range Single Motor 299 PS', 'electric', 'automatic', 299, 51990, 0, [82, 659]]]),
      series('polestar-3', 'Polestar 3', 'suv', [['Long Range Dual Motor 489 PS', 'electric', 'automatic', 489, 84990, 0, [111, 631]]]),
      series('polestar-4', 'Polestar 4', 'suv', [['Long Range Single Motor 272 PS', 'electric', 'automatic', 272, 61990, 0, [100, 620]]]),
    ],
  },
  {
    slug: 'jaguar', trims: ['S', 'R-Dynamic SE'], weight: 0.2,
    series: [
      series('f-pace', 'F-PACE', 'suv', [['P250 AWD 250 PS', 'petrol', 'automatic', 250, 68200, 200], ['D200 AWD 204 PS', 'diesel', 'automatic', 204, 66900, 170]]),
      series('i-pace', 'I-PACE', 'suv', [['EV400 400 PS', 'electric', 'automatic', 400, 82900, 0, [90, 470]]]),
    ],
  },
  {
    slug: 'land-rover', trims: ['S', 'SE', 'HSE'], weight: 0.6,
    series: [
      series('defender', 'Defender 110', 'suv', [['D250 249 PS', 'diesel', 'automatic', 249, 72300, 235], ['P400e Plug-in Hybrid 404 PS', 'hybrid', 'automatic', 404, 87400, 34, [19.2, 51]]]),
      series('range-rover-evoque', 'Range Rover Evoque', 'suv', [['D165 163 PS', 'diesel', 'automatic', 163, 52400, 154], ['P270e Plug-in Hybrid 269 PS', 'hybrid', 'automatic', 269, 60700, 24, [15.4, 62]]]),
      series('discovery-sport', 'Discovery Sport', 'suv', [['D200 204 PS', 'diesel', 'automatic', 204, 56800, 167]]),
    ],
  },
];
