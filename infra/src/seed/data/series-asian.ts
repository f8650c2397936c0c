import { series, type BrandCatalogue } from './catalogue-types';

/** Japanese, Korean and Chinese brands. */
export const ASIAN_BRANDS: readonly BrandCatalogue[] = [
  {
    slug: 'toyota', trims: ['Comfort', 'Team D', 'GR Sport'], weight: 5,
    series: [
      series('aygo-x', 'Aygo X', 'small', [['1.0 72 PS', 'petrol', 'manual', 72, 18490, 115], ['1.5 Hybrid 116 PS', 'hybrid', 'automatic', 116, 23990, 86]]),
      series('yaris', 'Yaris', 'small', [['1.5 Hybrid 116 PS', 'hybrid', 'automatic', 116, 24990, 90], ['1.5 Hybrid 130 PS', 'hybrid', 'automatic', 130, 27990, 95]]),
      series('yaris-cross', 'Yaris Cross', 'suv', [['1.5 Hybrid 116 PS', 'hybrid', 'automatic', 116, 28390, 102]]),
      series('corolla', 'Corolla', 'compact', [['1.8 Hybrid 140 PS', 'hybrid', 'automatic', 140, 32390, 101], ['2.0 Hybrid 196 PS', 'hybrid', 'automatic', 196, 35390, 106]]),
      series('corolla-touring-sports', 'Corolla Touring Sports', 'estate', [['1.8 Hybrid 140 PS', 'hybrid', 'automatic', 140, 33890, 103]]),
      series('c-hr', 'C-HR', 'suv', [['1.8 Hybrid 140 PS', 'hybrid', 'automatic', 140, 34990, 105], ['2.0 Plug-in Hybrid 223 PS', 'hybrid', 'automatic', 223, 43490, 19, [13.8, 66]]]),
      series('rav4', 'RAV4', 'suv', [['2.5 Hybrid 218 PS', 'hybrid', 'automatic', 218, 42990, 126], ['2.5 Plug-in Hybrid 306 PS', 'hybrid', 'automatic', 306, 56890, 22, [18.1, 75]]]),
      series('bz4x', 'bZ4X', 'suv', [['FWD 167 PS', 'electric', 'automatic', 167, 42990, 0, [57.7, 445]], ['AWD 218 PS', 'electric', 'automatic', 218, 51990, 0, [73.1, 500]]]),
    ],
  },
  {
    slug: 'lexus', trims: ['Business Line', 'Executive Line'], weight: 1,
    series: [
      series('lbx', 'LBX', 'suv', [['136 PS Hybrid', 'hybrid', 'automatic', 136, 31000, 102]]),
      series('ux', 'UX', 'suv', [['300h 199 PS', 'hybrid', 'automatic', 199, 40100, 114]]),
      series('nx', 'NX', 'suv', [['350h 243 PS', 'hybrid', 'automatic', 243, 56800, 136], ['450h+ 309 PS', 'hybrid', 'automatic', 309, 70400, 22, [18.1, 76]]]),
      series('rx', 'RX', 'suv', [['350h 250 PS', 'hybrid', 'automatic', 250, 84000, 149]]),
    ],
  },
  {
    slug: 'hyundai', trims: ['Trend', 'Prime'], weight: 4,
    series: [
      series('i10', 'i10', 'small', [['1.0 63 PS', 'petrol', 'manual', 63, 15990, 117]]),
      series('i20', 'i20', 'small', [['1.0 T-GDI 100 PS', 'petrol', 'manual', 100, 21290, 124]]),
      series('inster', 'Inster', 'small', [['97 PS', 'electric', 'automatic', 97, 23900, 0, [42, 327]]]),
      series('kona', 'Kona', 'suv', [['1.6 GDI Hybrid 141 PS', 'hybrid', 'automatic', 141, 34390, 112], ['Elektro 156 PS', 'electric', 'automatic', 156, 41990, 0, [65.4, 514]]]),
      series('tucson', 'Tucson', 'suv', [['1.6 T-GDI 150 PS', 'petrol', 'manual', 150, 36790, 152], ['1.6 T-GDI Hybrid 215 PS', 'hybrid', 'automatic', 215, 41990, 136], ['1.6 T-GDI Plug-in-Hybrid 252 PS', 'hybrid', 'automatic', 252, 47990, 24, [13.8, 62]]]),
      series('ioniq-5', 'IONIQ 5', 'suv', [['63 kWh 170 PS', 'electric', 'automatic', 170, 44900, 0, [63, 440]], ['84 kWh 229 PS', 'electric', 'automatic', 229, 49900, 0, [84, 570]]]),
      series('ioniq-6', 'IONIQ 6', 'limousine', [['77,4 kWh 229 PS', 'electric', 'automatic', 229, 48500, 0, [77.4, 614]]]),
    ],
  },
  {
    slug: 'kia', trims: ['Vision', 'Spirit', 'GT-Line'], weight: 4,
    series: [
      series('picanto', 'Picanto', 'small', [['1.0 63 PS', 'petrol', 'manual', 63, 14990, 112]]),
      series('ceed-sportswagon', 'Ceed Sportswagon', 'estate', [['1.5 T-GDI 140 PS', 'petrol', 'manual', 140, 29990, 138], ['1.6 GDI Plug-in Hybrid 141 PS', 'hybrid', 'automatic', 141, 38990, 30, [8.9, 60]]]),
      series('sportage', 'Sportage', 'suv', [['1.6 T-GDI 150 PS', 'petrol', 'manual', 150, 34990, 159], ['1.6 T-GDI Hybrid 239 PS', 'hybrid', 'automatic', 239, 41390, 128], ['1.6 T-GDI Plug-in Hybrid 288 PS', 'hybrid', 'automatic', 288, 48890, 19, [13.8, 70]]]),
      series('niro', 'Niro', 'suv', [['1.6 GDI Hybrid 141 PS', 'hybrid', 'automatic', 141, 33990, 105], ['EV 204 PS', 'electric', 'automatic', 204, 47590, 0, [64.8, 460]]]),
      series('ev3', 'EV3', 'suv', [['Standard Range 204 PS', 'electric', 'automatic', 204, 35990, 0, [58.3, 436]], ['Long Range 204 PS', 'electric', 'automatic', 204, 41390, 0, [81.4, 605]]], ['Air', 'Earth', 'GT-Line']),
      series('ev6', 'EV6', 'suv', [['84 kWh RWD 228 PS', 'electric', 'automatic', 228, 46990, 0, [84, 582]]], ['Air', 'Earth', 'GT-Line']),
      series('ev9', 'EV9', 'suv', [['99,8 kWh AWD 385 PS', 'electric', 'automatic', 385, 74990, 0, [99.8, 505]]], ['Earth', 'GT-Line']),
    ],
  },
  {
    slug: 'genesis', trims: ['Premium', 'Sport'], weight: 0.3,
    series: [
      series('gv60', 'GV60', 'suv', [['Standard RWD 229 PS', 'electric', 'automatic', 229, 54900, 0, [77.4, 517]]]),
      series('gv70', 'GV70', 'suv', [['2.5T AWD 304 PS', 'petrol', 'automatic', 304, 58990, 233]]),
    ],
  },
  {
    slug: 'kgm', trims: ['Clever', 'Blackline'], weight: 0.3,
    series: [
      series('torres', 'Torres', 'suv', [['1.5 T-GDI 163 PS', 'petrol', 'automatic', 163, 36990, 195], ['EVX 207 PS', 'electric', 'automatic', 207, 42990, 0, [73.4, 462]]]),
      series('korando', 'Korando', 'suv', [['1.5 T-GDI 163 PS', 'petrol', 'manual', 163, 29990, 175]]),
    ],
  },
  {
    slug: 'mazda', trims: ['Prime-Line', 'Exclusive-Line', 'Homura'], weight: 2,
    series: [
      series('mazda2-hybrid', 'Mazda2 Hybrid', 'small', [['1.5 Hybrid 116 PS', 'hybrid', 'automatic', 116, 23990, 87]]),
      series('mazda3', 'Mazda3', 'compact', [['e-Skyactiv G 140 PS', 'petrol', 'manual', 140, 28990, 132]]),
      series('cx-30', 'CX-30', 'suv', [['e-Skyactiv G 140 PS', 'petrol', 'manual', 140, 30990, 137]]),
      series('cx-5', 'CX-5', 'suv', [['e-Skyactiv G 165 PS', 'petrol', 'automatic', 165, 38690, 161]]),
      series('cx-60', 'CX-60', 'suv', [['e-Skyactiv PHEV 327 PS', 'hybrid', 'automatic', 327, 51600, 33, [17.8, 63]], ['e-Skyactiv D 200 PS', 'diesel', 'automatic', 200, 49150, 127]]),
      series('mx-5', 'MX-5', 'cabrio', [['Skyactiv-G 132 PS', 'petrol', 'manual', 132, 32590, 150]]),
    ],
  },
  {
    slug: 'honda', trims: ['Elegance', 'Advance'], weight: 1,
    series: [
      series('jazz', 'Jazz', 'small', [['e:HEV 122 PS', 'hybrid', 'automatic', 122, 25900, 105]]),
      series('hr-v', 'HR-V', 'suv', [['e:HEV 131 PS', 'hybrid', 'automatic', 131, 33900, 122]]),
      series('zr-v', 'ZR-V', 'suv', [['e:HEV 184 PS', 'hybrid', 'automatic', 184, 40900, 135]]),
      series('civic', 'Civic', 'compact', [['e:HEV 184 PS', 'hybrid', 'automatic', 184, 36900, 108]]),
    ],
  },
  {
    slug: 'nissan', trims: ['Acenta', 'N-Connecta', 'Tekna'], weight: 1.5,
    series: [
      series('micra', 'Micra', 'small', [['Electric 122 PS', 'electric', 'automatic', 122, 29990, 0, [40, 310]]]),
      series('juke', 'Juke', 'suv', [['DIG-T 114 PS', 'petrol', 'manual', 114, 24990, 136], ['Hybrid 143 PS', 'hybrid', 'automatic', 143, 31490, 114]]),
      series('qashqai', 'Qashqai', 'suv', [['DIG-T 140 PS', 'petrol', 'manual', 140, 32990, 143], ['e-POWER 190 PS', 'hybrid', 'automatic', 190, 39990, 119]]),
      series('x-trail', 'X-Trail', 'suv', [['e-POWER 204 PS', 'hybrid', 'automatic', 204, 42990, 136]]),
      series('ariya', 'Ariya', 'suv', [['63 kWh 218 PS', 'electric', 'automatic', 218, 47490, 0, [66, 403]]]),
    ],
  },
  {
    slug: 'mitsubishi', trims: ['Basis', 'Plus', 'Top'], weight: 0.8,
    series: [
      series('space-star', 'Space Star', 'small', [['1.2 71 PS', 'petrol', 'manual', 71, 15690, 114]]),
      series('asx', 'ASX', 'suv', [['1.0 Turbo 91 PS', 'petrol', 'manual', 91, 23990, 133], ['Hybrid 143 PS', 'hybrid', 'automatic', 143, 29990, 107]]),
      series('eclipse-cross', 'Eclipse Cross', 'suv', [['Plug-in Hybrid 188 PS', 'hybrid', 'automatic', 188, 41490, 46, [13.8, 45]]]),
      series('outlander', 'Outlander', 'suv', [['Plug-in Hybrid 306 PS', 'hybrid', 'automatic', 306, 46490, 18, [22.7, 86]]]),
    ],
  },
  {
    slug: 'subaru', trims: ['Trend', 'Platinum'], weight: 0.4,
    series: [
      series('crosstrek', 'Crosstrek', 'suv', [['2.0ie 136 PS', 'hybrid', 'automatic', 136, 36990, 179]]),
      series('forester', 'Forester', 'suv', [['2.0ie 136 PS', 'hybrid', 'automatic', 136, 43290, 185]]),
      series('outback', 'Outback', 'estate', [['2.5i 169 PS', 'petrol', 'automatic', 169, 47990, 193]]),
      series('solterra', 'Solterra', 'suv', [['AWD 218 PS', 'electric', 'automatic', 218, 51990, 0, [71.4, 466]]]),
    ],
  },
  {
    slug: 'suzuki', trims: ['Club', 'Comfort', 'Comfort+'], weight: 1,
    series: [
      series('swift', 'Swift', 'small', [['1.2 Hybrid 83 PS', 'hybrid', 'manual', 83, 18990, 99]]),
      series('vitara', 'Vitara', 'suv', [['1.4 Hybrid 129 PS', 'hybrid', 'manual', 129, 27490, 124]]),
      series('s-cross', 'S-Cross', 'suv', [['1.4 Hybrid 129 PS', 'hybrid', 'manual', 129, 29390, 128]]),
      series('e-vitara', 'e Vitara', 'suv', [['49 kWh 144 PS', 'electric', 'automatic', 144, 38900, 0, [49, 344]]]),
    ],
  },
  {
    slug: 'byd', trims: ['Active', 'Boost', 'Comfort'], weight: 1,
    series: [
      series('dolphin', 'Dolphin', 'compact', [['204 PS', 'electric', 'automatic', 204, 35990, 0, [60.4, 427]]]),
      series('atto-3', 'Atto 3', 'suv', [['204 PS', 'electric', 'automatic', 204, 37990, 0, [60.4, 420]]]),
      series('seal', 'Seal', 'limousine', [['RWD 313 PS', 'electric', 'automatic', 313, 44990, 0, [82.5, 570]]]),
      series('seal-u-dm-i', 'Seal U DM-i', 'suv', [['DM-i 218 PS', 'hybrid', 'automatic', 218, 39990, 20, [18.3, 80]]]),
    ],
  },
  {
    slug: 'mg', trims: ['Standard', 'Comfort', 'Luxury'], weight: 1.5,
    series: [
      series('mg3', 'MG3', 'small', [['Hybrid+ 194 PS', 'hybrid', 'automatic', 194, 22990, 93]]),
      series('mg4', 'MG4 Electric', 'compact', [['Standard 170 PS', 'electric', 'automatic', 170, 34990, 0, [51, 350]], ['Comfort 204 PS', 'electric', 'automatic', 204, 38990, 0, [64, 435]]]),
      series('zs', 'ZS', 'suv', [['Hybrid+ 197 PS', 'hybrid', 'automatic', 197, 25990, 117]]),
      series('hs', 'HS', 'suv', [['1.5T 170 PS', 'petrol', 'automatic', 170, 31490, 169], ['Plug-in Hybrid 272 PS', 'hybrid', 'automatic', 272, 39990, 20, [24.7, 120]]]),
    ],
  },
  {
    slug: 'lynk-co', trims: ['Core', 'More'], weight: 0.3,
    series: [
      series('01', '01', 'suv', [['Plug-in Hybrid 261 PS', 'hybrid', 'automatic', 261, 44990, 26, [17.6, 69]]]),
      series('02', '02', 'suv', [['272 PS', 'electric', 'automatic', 272, 44990, 0, [66, 445]]]),
    ],
  },
  {
    slug: 'leapmotor', trims: ['Style', 'Design'], weight: 0.5,
    series: [
      series('t03', 'T03', 'small', [['95 PS', 'electric', 'automatic', 95, 18900, 0, [37.3, 265]]]),
      series('c10', 'C10', 'suv', [['218 PS', 'electric', 'automatic', 218, 36400, 0, [69.9, 420]]]),
    ],
  },
  {
    slug: 'xpeng', trims: ['Standard Range', 'Long Range'], weight: 0.3,
    series: [
      series('g6', 'G6', 'suv', [['RWD 258 PS', 'electric', 'automatic', 258, 41600, 0, [66, 435]]]),
      series('g9', 'G9', 'suv', [['RWD 313 PS', 'electric', 'automatic', 313, 57990, 0, [78.2, 460]]]),
    ],
  },
];
