/**
 * Where the countrystatecity database files a country's cities under a second-level division
 * (French departments, Italian and Spanish provinces, British council areas), the first-level
 * division we list that contains it (ISO 3166-2 parents). Used by generate-locations.ts only.
 */
import type { SupportedCountry } from '@jiyun/domain';

function table(groups: Record<string, string>): (stateCode: string) => string | undefined {
  const parent = new Map<string, string>();
  for (const [id, codes] of Object.entries(groups)) {
    for (const code of codes.split(' ')) parent.set(code, id);
  }
  return (stateCode) => parent.get(stateCode);
}

/** France: departments (and Paris, Corsica, Alsace collectivities) → regions of 2016. */
const FR = table({
  'FR-ARA': '01 03 07 15 26 38 42 43 63 69 69M 73 74',
  'FR-BFC': '21 25 39 58 70 71 89 90',
  'FR-BRE': '22 29 35 56',
  'FR-CVL': '18 28 36 37 41 45',
  'FR-20R': '2A 2B',
  'FR-GES': '08 10 51 52 54 55 57 67 68 88 6AE',
  'FR-HDF': '02 59 60 62 80',
  'FR-IDF': '75 75C 77 78 91 92 93 94 95',
  'FR-NOR': '14 27 50 61 76',
  'FR-NAQ': '16 17 19 23 24 33 40 47 64 79 86 87',
  'FR-OCC': '09 11 12 30 31 32 34 46 48 65 66 81 82',
  'FR-PDL': '44 49 53 72 85',
  'FR-PAC': '04 05 06 13 83 84',
});

/** Italy: provinces and metropolitan cities → regions. */
const IT = table({
  'IT-21': 'AL AT BI CN NO TO VB VC',
  'IT-23': 'AO',
  'IT-25': 'BG BS CO CR LC LO MN MI MB PV SO VA',
  'IT-32': 'BZ TN',
  'IT-34': 'BL PD RO TV VE VR VI',
  'IT-36': 'GO PN TS UD',
  'IT-42': 'GE IM SP SV',
  'IT-45': 'BO FE FC MO PR PC RA RE RN',
  'IT-52': 'AR FI GR LI LU MS PI PT PO SI',
  'IT-55': 'PG TR',
  'IT-57': 'AN AP FM MC PU',
  'IT-62': 'FR LT RI RM VT',
  'IT-65': 'AQ CH PE TE',
  'IT-67': 'CB IS',
  'IT-72': 'AV BN CE NA SA',
  'IT-75': 'BA BT BR FG LE TA',
  'IT-77': 'MT PZ',
  'IT-78': 'CZ CS KR RC VV',
  'IT-82': 'AG CL CT EN ME PA RG SR TP',
  'IT-88': 'CA NU OR SS SU CI OG OT VS',
});

/** Spain: provinces → autonomous communities. */
const ES = table({
  'ES-AN': 'AL CA CO GR H J MA SE',
  'ES-AR': 'HU TE Z',
  'ES-AS': 'O',
  'ES-CB': 'S',
  'ES-CL': 'AV BU LE P SA SG SO VA ZA',
  'ES-CM': 'AB CR CU GU TO',
  'ES-CN': 'GC TF',
  'ES-CT': 'B GI L T',
  'ES-EX': 'BA CC',
  'ES-GA': 'C LU OR PO',
  'ES-IB': 'PM',
  'ES-MC': 'MU',
  'ES-MD': 'M',
  'ES-NC': 'NA',
  'ES-PV': 'VI SS BI',
  'ES-RI': 'LO',
  'ES-VC': 'A CS V',
});

/** United Kingdom: Northern Irish districts, Scottish council areas, Welsh unitary authorities. */
const GB_NIR = table({ 'GB-NIR': 'ANN AND ABC BFS CCG DRS FMO LBC MUL MEA NMD' });
const GB_SCT = table({
  'GB-SCT':
    'ABE ABD ANS AGB CLK DGY DND EAY EDU ELN ERW EDH ELS FAL FIF GLG HLD IVC MLN MRY NAY NLK ORK PKN RFW SCB ZET SAY SLK STG WDU WLN',
});
const GB_WLS = table({
  'GB-WLS':
    'AGY BGE BGW CAY CRF CMN CGN CWY DEN FLN GWN MTY MON NTL NWP PEM POW RCT SWA TOF VGL WRX',
});
const GB = (code: string) => GB_NIR(code) ?? GB_SCT(code) ?? GB_WLS(code) ?? 'GB-ENG';

/** Belgium: provinces → regions. */
const BE = table({ 'BE-VLG': 'VAN VBR VLI VOV VWV', 'BE-WAL': 'WBR WHT WLG WLX WNA' });

/** Iceland: municipalities → regions. */
const IS = table({
  'IS-1': 'RKV KOP HAF GAR MOS SEL KJO',
  'IS-2': 'RKN GRN SDN SVG',
  'IS-3': 'AKN BOG DAB EOM GRU HVA SKO SNF STY',
  'IS-4': 'ARN BOL ISA KAL RHH STR SDV TAL VER',
  'IS-5': 'HUG HUV SKG SKR SSS',
  'IS-6': 'AKU DAV EYF FJL GRY HRG LAN NOR SBT THG TJO',
  'IS-7': 'FJD FLR MUL VOP',
  'IS-8': 'SFA ASA BLA FLA GOG SHF HRU HVE MYR SOL RGE RGY SKF SOG VEM',
});

export const PARENT_OF: Partial<
  Record<SupportedCountry, (stateCode: string) => string | undefined>
> = { FR, IT, ES, GB, BE, IS };

/** States the database codes differently from ISO 3166-2 today. */
export const STATE_ALIASES: Readonly<Record<string, string>> = {
  'LU-G': 'LU-GR',
  'LU-L': 'LU-LU',
};

/**
 * The database's spelling of a curated city, by the curated city's id: the curated entry (an
 * English exonym with its Chinese name) stands for it.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'BE-VLG-ANTWERP': ['Antwerpen'],
  'BE-VLG-BRUGES': ['Brugge'],
  'BE-VLG-GHENT': ['Gent'],
  'CH-SG-ST-GALLEN': ['Sankt Gallen'],
  'DE-BW-FREIBURG-IM-BREISGAU': ['Freiburg'],
  'DE-BY-NUREMBERG': ['Nürnberg'],
  'DE-HE-FRANKFURT': ['Frankfurt am Main'],
  'DE-NI-HANOVER': ['Hannover'],
  'DE-NW-COLOGNE': ['Köln'],
  'DE-RP-LUDWIGSHAFEN': ['Ludwigshafen am Rhein'],
  'DE-ST-HALLE': ['Halle (Saale)'],
  'ES-AN-SEVILLE': ['Sevilla'],
  'ES-PV-SAN-SEBASTIAN': ['Donostia', 'Donostia / San Sebastián', 'San Sebastián-Donostia'],
  'ES-VC-ALICANTE': ['Alicante/Alacant'],
  'IE-G-GALWAY': ['Galway City'],
  'IT-34-PADUA': ['Padova'],
  'LU-LU-LUXEMBOURG-CITY': ['Luxembourg'],
  'LU-RD-REDANGE': ['Redange-sur-Attert'],
  'MX-GRO-ACAPULCO': ['Acapulco de Juárez'],
  'MX-HID-PACHUCA': ['Pachuca de Soto'],
  'MX-MEX-ECATEPEC': ['Ecatepec de Morelos'],
  'MX-VER-XALAPA': ['Xalapa de Enríquez'],
  'NL-FL-ALMERE': ['Almere Stad'],
  'SE-O-GOTHENBURG': ['Göteborg'],
  'US-DC-WASHINGTON': ['Washington D.C.'],
};
