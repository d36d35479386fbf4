/**
 * Every served city that the Census names do not match one-to-one, resolved by hand, each with the
 * reason. The derivation fails on a name it cannot match or that matches more than one entity unless
 * it is listed here, so nothing is guessed silently. Keys are "ST/slug" from app/copy/locations.json.
 *
 * Rules the derivation applies without an entry (stated here so they are not silent either):
 * - an incorporated place beats county subdivisions of another name-kind ("Fayetteville city" over
 *   "Fayetteville township") and county subdivisions that are the same entity ("Rochester city" the
 *   place and "Rochester city" the county subdivision);
 * - Connecticut: the town (county subdivision); its GEOID carries the planning region (sources README).
 */
export interface PlaceOverride {
  /** which Gazetteer file holds the entity */
  kind: 'place' | 'county-subdivision' | 'county'
  geoid: string
  /** why this entity */
  reason: string
  /** a served city this one lies inside, "ST/slug" */
  partOf?: string
}

export const PLACE_OVERRIDES: Readonly<Record<string, PlaceOverride>> = {
  // New York City's five boroughs are each coextensive with a county.
  'NY/manhattan': { kind: 'county', geoid: '36061', reason: 'The borough of Manhattan is New York County.', partOf: 'NY/new-york' },
  'NY/brooklyn': { kind: 'county', geoid: '36047', reason: 'The borough of Brooklyn is Kings County.', partOf: 'NY/new-york' },
  'NY/queens': { kind: 'county', geoid: '36081', reason: 'The borough of Queens is Queens County.', partOf: 'NY/new-york' },
  'NY/bronx': { kind: 'county', geoid: '36005', reason: 'The borough of the Bronx is Bronx County.', partOf: 'NY/new-york' },
  'NY/staten-island': { kind: 'county', geoid: '36085', reason: 'The borough of Staten Island is Richmond County.', partOf: 'NY/new-york' },
  // A village and a town share the name; the firm's list (population about 59,000) means the village.
  'NY/hempstead': { kind: 'place', geoid: '3633139', reason: 'Hempstead village, not the much larger town of Hempstead that contains it.' },

  // Consolidated city-counties: the Census place is the consolidated government's "balance".
  'TN/nashville': { kind: 'place', geoid: '4752006', reason: 'Nashville-Davidson metropolitan government (balance).' },
  'KY/louisville': { kind: 'place', geoid: '2148006', reason: 'Louisville/Jefferson County metro government (balance), not the pre-merger "Louisville city" area.' },
  'KY/lexington': { kind: 'place', geoid: '2146027', reason: 'Lexington-Fayette urban county.' },
  'GA/augusta': { kind: 'place', geoid: '1304204', reason: 'Augusta-Richmond County consolidated government (balance).' },
  'GA/athens': { kind: 'place', geoid: '1303440', reason: 'Athens-Clarke County unified government (balance).' },
  'GA/macon': { kind: 'place', geoid: '1349008', reason: 'Macon-Bibb County, the consolidated government.' },
  'MT/butte': { kind: 'place', geoid: '3011397', reason: 'Butte-Silver Bow (balance), the consolidated city-county.' },
  'MT/anaconda': { kind: 'place', geoid: '3001675', reason: 'Anaconda-Deer Lodge County, the consolidated city-county.' },

  // Official names that differ from the common one.
  'CA/ventura': { kind: 'place', geoid: '0665042', reason: 'The city is legally San Buenaventura (Ventura).' },
  'ID/boise': { kind: 'place', geoid: '1608830', reason: 'The city is legally Boise City.' },
  'ID/coeur-dalene': { kind: 'place', geoid: '1616750', reason: "Coeur d'Alene city; the apostrophe defeats the plain name match." },
  'MA/weymouth': { kind: 'place', geoid: '2578972', reason: 'The Census names the city "Weymouth Town city".' },

  // Hawaii has no incorporated places: Census-designated places stand for its communities.
  'HI/honolulu': { kind: 'place', geoid: '1571550', reason: 'Urban Honolulu CDP, the Census area for the city of Honolulu.' },
  'HI/mililani': { kind: 'place', geoid: '1551050', reason: 'Mililani Town CDP (population about 28,000), not Mililani Mauka.' },
  'HI/kailua': { kind: 'place', geoid: '1523150', reason: 'Kailua on Oahu (Honolulu County), not Kailua-Kona on the island of Hawaii.' },

  // A city and a Census-designated place of the same name elsewhere in the state.
  'CA/mountain-view': { kind: 'place', geoid: '0649670', reason: 'Mountain View city (Santa Clara County), not the Contra Costa County CDP.' },
  'CA/burbank': { kind: 'place', geoid: '0608954', reason: 'Burbank city (Los Angeles County), not the Santa Clara County CDP.' },
  'FL/plantation': { kind: 'place', geoid: '1257425', reason: 'Plantation city (Broward County), not the Sarasota County CDP.' },
  'TX/mesquite': { kind: 'place', geoid: '4847892', reason: 'Mesquite city (Dallas County), not the Starr County CDP.' },

  // New Jersey townships: the township is the municipality; the CDP of the same name is part of it.
  'NJ/woodbridge': { kind: 'county-subdivision', geoid: '3402382000', reason: 'Woodbridge township, the municipality (the CDP is one community in it).' },
  'NJ/lakewood': { kind: 'county-subdivision', geoid: '3402938550', reason: 'Lakewood township, the municipality.' },
  'NJ/toms-river': { kind: 'county-subdivision', geoid: '3402973125', reason: 'Toms River township, the municipality.' },
  'NJ/hamilton': { kind: 'county-subdivision', geoid: '3402129310', reason: 'Hamilton township in Mercer County (near Trenton), not the one in Atlantic County.' },

  // New England towns: the town is the municipality; a CDP of the same name is its village center.
  'MA/plymouth': { kind: 'county-subdivision', geoid: '2502354310', reason: 'Plymouth town, the municipality.' },
  'ME/brunswick': { kind: 'county-subdivision', geoid: '2300508430', reason: 'Brunswick town, the municipality.' },
  'ME/gorham': { kind: 'county-subdivision', geoid: '2300528240', reason: 'Gorham town, the municipality.' },
  'ME/topsham': { kind: 'county-subdivision', geoid: '2302376960', reason: 'Topsham town, the municipality.' },
  'NH/derry': { kind: 'county-subdivision', geoid: '3301517940', reason: 'Derry town, the municipality.' },
  'NH/hudson': { kind: 'county-subdivision', geoid: '3301137940', reason: 'Hudson town, the municipality.' },
  'NH/londonderry': { kind: 'county-subdivision', geoid: '3301543220', reason: 'Londonderry town, the municipality.' },
  'NH/newport': { kind: 'county-subdivision', geoid: '3301952580', reason: 'Newport town, the municipality.' },
  'NH/milford': { kind: 'county-subdivision', geoid: '3301148020', reason: 'Milford town, the municipality.' },
  'VT/bennington': { kind: 'county-subdivision', geoid: '5000304825', reason: 'Bennington town, the municipality.' },
  'VT/brattleboro': { kind: 'county-subdivision', geoid: '5002507900', reason: 'Brattleboro town, the municipality.' },
  'VT/milton': { kind: 'county-subdivision', geoid: '5000745250', reason: 'Milton town, the municipality.' },
  'VT/st-johnsbury': { kind: 'county-subdivision', geoid: '5000562200', reason: 'St. Johnsbury town, the municipality.' },
  'VT/shelburne': { kind: 'county-subdivision', geoid: '5000764300', reason: 'Shelburne town, the municipality.' },
  'VT/middlebury': { kind: 'county-subdivision', geoid: '5000144350', reason: 'Middlebury town, the municipality.' },
  'VT/manchester': { kind: 'county-subdivision', geoid: '5000342850', reason: 'Manchester town, which contains the incorporated village of Manchester.' },

  // Virginia: urban counties have Census-designated places of the same name as a magisterial district.
  'VA/arlington': { kind: 'place', geoid: '5103000', reason: 'Arlington CDP, coextensive with Arlington County, not the magisterial district.' },
  'VA/ashburn': { kind: 'place', geoid: '5103320', reason: 'Ashburn CDP (Loudoun County), not the magisterial district.' },
  'VA/springfield-va': { kind: 'place', geoid: '5174592', reason: 'Springfield CDP (Fairfax County), not the magisterial district.' },
  // Wisconsin: a city and a village share the name.
  'WI/waukesha': { kind: 'place', geoid: '5584250', reason: 'Waukesha city, the county seat, not the village of Waukesha beside it.' },
}

/**
 * Primary counties decided by hand where the internal point does not settle it on the 1:10,000,000
 * boundaries (a point in a bay that the simplified outline leaves as water).
 */
export const PRIMARY_COUNTY_OVERRIDES: Readonly<Record<string, { county: string; reason: string }>> = {
  'TX/corpus-christi': { county: '48355', reason: 'The internal point lies in Corpus Christi Bay off the simplified shoreline; the city hall and most of the city are in Nueces County.' },
}
