// Weather stations by the names venues write them (docs/decisions.md, "Settlement terms:
// entities", "Settlement terms: stations of every city the venues list"). Each entry is one
// station, its ICAO identifier the entity (`station:KNYC`); every spelling in `names` is an alias
// of that one station. Sources, all public: the National Weather Service's list of climate sites
// and its daily climate report (CLI) product IDs, whose letters after "CLI" are the station's
// identifier without its "K" ("CLINYC" is the report of KNYC, Central Park; "CLIHOU" of KHOU,
// Houston Hobby) and whose location names the NWS climate pages show ("Chicago - Midway, IL",
// "Boston (Logan Airport), MA", "Washington-National"); the station names the venues' rules use
// (Kalshi's "Central Park, New York", "Chicago Midway, IL", "Los Angeles Airport, CA", "Miami
// International Airport"; Polymarket's Weather Underground "LaGuardia Airport Station"); ICAO's
// location indicators; and each station's time zone from the IANA time zone database. A city
// alone ("Houston", "Chicago") is no name here: a city has several stations, and Kalshi's
// reports of one city differ by station (Hobby and Bush Intercontinental both publish one), so a
// rule that names only its city is read by the report ID it states. A station stated by its ICAO
// identifier ("…/history/daily/gb/london/EGLC") needs no name here, only its zone. Data, not code.
export interface Station {
  icao: string;
  /** Names, lower case, as venues write them. */
  names: readonly string[];
  /** The UTC offset of local standard time, in which the NWS climate day runs. */
  standardOffset: string;
  /** The IANA zone of the station's local (civil) time, daylight saving included. */
  zone: string;
}

export const STATIONS: readonly Station[] = [
  {
    icao: 'KNYC',
    names: [
      'central park',
      'central park, new york',
      'central park, new york city',
      'new york city (clinyc)',
      'clinyc',
      'central park ny',
    ],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KLGA',
    names: ['laguardia airport', 'laguardia', 'laguardia airport station'],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KJFK',
    names: ['jfk airport', 'john f. kennedy international airport'],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KMDW',
    names: [
      'chicago midway',
      'midway airport',
      'climdw',
      'chicago midway, il',
      'chicago - midway',
      'chicago midway international airport',
    ],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KORD',
    names: [
      "o'hare international airport",
      "chicago o'hare",
      "chicago o'hare intl airport",
      "o'hare intl airport",
    ],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KMIA',
    names: ['miami international airport', 'climia', 'miami, fl', 'miami intl airport'],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KAUS',
    names: [
      'austin bergstrom',
      'austin-bergstrom international airport',
      'cliaus',
      'austin-bergstrom',
    ],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KDEN',
    names: ['denver international airport', 'cliden', 'denver, co', 'denver intl airport'],
    standardOffset: '-07:00',
    zone: 'America/Denver',
  },
  {
    icao: 'KPHL',
    names: [
      'philadelphia international airport',
      'cliphl',
      'philadelphia, pa',
      'philadelphia intl airport',
    ],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KLAX',
    names: [
      'los angeles international airport',
      'clilax',
      'los angeles airport',
      'los angeles intl airport',
    ],
    standardOffset: '-08:00',
    zone: 'America/Los_Angeles',
  },
  {
    icao: 'KHOU',
    names: [
      'houston hobby',
      'william p. hobby airport',
      'clihou',
      'houston-hobby',
      'houston hobby airport',
    ],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KDAL',
    names: ['dallas love field', 'love field'],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KDFW',
    names: [
      'dallas/fort worth international airport',
      'dallas/fort worth, tx',
      'dallas/fort worth intl airport',
    ],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KATL',
    names: [
      'hartsfield-jackson atlanta international airport',
      'atlanta, ga',
      'hartsfield-jackson atlanta intl airport',
    ],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KSEA',
    names: [
      'seattle-tacoma international airport',
      'seattle-tacoma, wa',
      'seattle-tacoma intl airport',
    ],
    standardOffset: '-08:00',
    zone: 'America/Los_Angeles',
  },
  {
    icao: 'KSFO',
    names: [
      'san francisco international airport',
      'san francisco airport',
      'san francisco intl airport',
    ],
    standardOffset: '-08:00',
    zone: 'America/Los_Angeles',
  },
  {
    icao: 'KBOS',
    names: [
      'boston logan international airport',
      'logan airport',
      'boston (logan airport)',
      'boston logan intl airport',
    ],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  { icao: 'EGLC', names: ['london city airport'], standardOffset: '+00:00', zone: 'Europe/London' },
  {
    icao: 'NZWN',
    names: ['wellington intl airport', 'wellington international airport'],
    standardOffset: '+12:00',
    zone: 'Pacific/Auckland',
  },
  // Stations read mostly by the identifier the rules state (a Weather Underground daily history
  // page, an NWS report ID) rather than by a name: the airports of the cities both venues list
  // daily highs and lows for. ICAO identifier, standard offset, IANA zone (the IANA time zone
  // database), and the NWS climate site's own name where the venues write it.
  ...[
    ['KLAS', '-08:00', 'America/Los_Angeles'],
    ['KPHX', '-07:00', 'America/Phoenix', ['phoenix, az', 'phoenix sky harbor']],
    ['KBKF', '-07:00', 'America/Denver'],
    ['KMSY', '-06:00', 'America/Chicago', ['new orleans, la']],
    ['KSAT', '-06:00', 'America/Chicago'],
    ['KOKC', '-06:00', 'America/Chicago', ['oklahoma city will rogers']],
    [
      'KMSP',
      '-06:00',
      'America/Chicago',
      ['minneapolis/st paul', 'minneapolis-saint paul international airport'],
    ],
    [
      'KIAH',
      '-06:00',
      'America/Chicago',
      ['houston intercontinental', 'george bush intercontinental'],
    ],
    [
      'KDCA',
      '-05:00',
      'America/New_York',
      ['washington-national', 'washington national', 'reagan national airport'],
    ],
    ['KDTW', '-05:00', 'America/New_York'],
    ['KEWR', '-05:00', 'America/New_York'],
    ['CYYZ', '-05:00', 'America/Toronto'],
    ['MMMX', '-06:00', 'America/Mexico_City'],
    ['MPMG', '-05:00', 'America/Panama'],
    ['SAEZ', '-03:00', 'America/Argentina/Buenos_Aires'],
    ['SBGR', '-03:00', 'America/Sao_Paulo'],
    ['EGLL', '+00:00', 'Europe/London'],
    ['LFPG', '+01:00', 'Europe/Paris'],
    ['LFPB', '+01:00', 'Europe/Paris'],
    ['EDDM', '+01:00', 'Europe/Berlin'],
    ['LEMD', '+01:00', 'Europe/Madrid'],
    ['LIMC', '+01:00', 'Europe/Rome'],
    ['EHAM', '+01:00', 'Europe/Amsterdam'],
    ['EPWA', '+01:00', 'Europe/Warsaw'],
    ['EFHK', '+02:00', 'Europe/Helsinki'],
    ['LTAC', '+03:00', 'Europe/Istanbul'],
    ['LLBG', '+02:00', 'Asia/Jerusalem'],
    ['VILK', '+05:30', 'Asia/Kolkata'],
    ['WIHH', '+07:00', 'Asia/Jakarta'],
    ['WSSS', '+08:00', 'Asia/Singapore'],
    ['WMKK', '+08:00', 'Asia/Kuala_Lumpur'],
    ['VHHH', '+08:00', 'Asia/Hong_Kong'],
    ['RCSS', '+08:00', 'Asia/Taipei'],
    ['ZBAA', '+08:00', 'Asia/Shanghai'],
    ['ZUUU', '+08:00', 'Asia/Shanghai'],
    ['ZUCK', '+08:00', 'Asia/Shanghai'],
    ['ZSPD', '+08:00', 'Asia/Shanghai'],
    ['ZGSZ', '+08:00', 'Asia/Shanghai'],
    ['ZHHH', '+08:00', 'Asia/Shanghai'],
    ['RKSI', '+09:00', 'Asia/Seoul'],
    ['RKPK', '+09:00', 'Asia/Seoul'],
    ['RJTT', '+09:00', 'Asia/Tokyo'],
  ].map(([icao, standardOffset, zone, names]) => ({
    icao: icao as string,
    names: (names ?? []) as readonly string[],
    standardOffset: standardOffset as string,
    zone: zone as string,
  })),
];
