/*
 * Realistic words a lead generator combines (scripts/seed-leads.ts, for the admin at scale and its
 * benchmark): Mountain West carriers, their people, lanes and fuel networks.
 */

const companyWords = [
  'Wasatch',
  'Bonneville',
  'Red Rock',
  'Great Basin',
  'Summit Ridge',
  'Beehive',
  'Cedar Valley',
  'Timpanogos',
  'Uinta',
  'Zion Road',
  'Sawtooth',
  'High Desert',
  'Golden Spike',
  'Salt Flats',
  'Canyon Country',
  'Mesa Verde',
  'Teton',
  'Sierra',
  'Mojave',
  'Snake River',
  'Big Horn',
  'Front Range',
];
const companyKinds = [
  'Freight',
  'Transport',
  'Logistics',
  'Trucking',
  'Haulers',
  'Carriers',
  'Express',
  'Lines',
];
const companySuffixes = ['LLC', 'Inc', 'Co', 'LLC', 'Corp'];
const firstNames = [
  'Maria',
  'James',
  'Ana',
  'Robert',
  'Luis',
  'Jennifer',
  'Carlos',
  'Michael',
  'Sofia',
  'David',
  'Priya',
  'Daniel',
  'Rosa',
  'Kevin',
  'Emily',
  'Jose',
  'Laura',
  'Tyler',
  'Grace',
  'Marcus',
];
const lastNames = [
  'Alvarez',
  'Johnson',
  'Nguyen',
  'Smith',
  'Ortega',
  'Williams',
  'Reyes',
  'Brown',
  'Garcia',
  'Miller',
  'Shah',
  'Davis',
  'Lopez',
  'Wilson',
  'Martinez',
  'Anderson',
  'Hernandez',
  'Taylor',
  'Young',
  'King',
];
const areaCodes = ['801', '385', '435', '702', '208', '307', '775', '480', '303', '406'];
const quoteComments = [
  'Most of our brokers pay in 45 days; we need steadier cash for fuel and payroll.',
  'Adding two reefers this spring and want funding lined up before they arrive.',
  'Currently factoring with another company, looking for better rates and no contract.',
  'Owner-operator, mostly dry van out of Salt Lake City. Need same-day funding.',
  'Interested in a line of credit for repairs alongside factoring.',
  'Flatbed loads for construction customers paying net 60.',
  'Please call after 3 PM Mountain time.',
  'Need a fuel card for four drivers as well as factoring.',
];
const routes = [
  'I-15 Salt Lake City to Las Vegas and Los Angeles',
  'I-80 Salt Lake City to Reno and Sacramento',
  'I-70 and I-25 through Denver',
  'Regional runs across Utah, Idaho and Wyoming',
  'I-84 to Boise and Portland',
  'Southwest lanes: Phoenix, Albuquerque, El Paso',
];
const fuelBrands = [
  'Pilot Flying J, Love’s',
  'Maverik, Sinclair',
  'TA Petro, Pilot Flying J',
  'Love’s, Chevron',
  'Any network location on our routes',
];
const fuelComments = ['Drivers fuel mostly overnight.', 'Need cards shipped to our Ogden yard.', ''];

/** Everything a generator picks from, in one place. */
export const leadSamples = {
  companyWords,
  companyKinds,
  companySuffixes,
  firstNames,
  lastNames,
  areaCodes,
  quoteComments,
  routes,
  fuelBrands,
  fuelComments,
} as const;
