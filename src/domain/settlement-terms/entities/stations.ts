// Weather stations by the names venues write them (docs/decisions.md, "Settlement terms:
// entities"), from the National Weather Service's public station list and its daily climate
// report (CLI) product IDs: "CLINYC" is the report of station NYC, Central Park (KNYC), with each
// station's time zone from the IANA time zone database. A station stated by its ICAO identifier
// ("…/history/daily/gb/london/EGLC") needs no name here, only its zone. Data, not code.
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
    names: ['central park', 'central park, new york', 'new york city (clinyc)', 'clinyc'],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KLGA',
    names: ['laguardia airport', 'laguardia'],
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
    names: ['chicago midway', 'midway airport', 'climdw'],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KORD',
    names: ["o'hare international airport", "chicago o'hare"],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KMIA',
    names: ['miami international airport', 'climia'],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KAUS',
    names: ['austin bergstrom', 'austin-bergstrom international airport', 'cliaus'],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KDEN',
    names: ['denver international airport', 'cliden'],
    standardOffset: '-07:00',
    zone: 'America/Denver',
  },
  {
    icao: 'KPHL',
    names: ['philadelphia international airport', 'cliphl'],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KLAX',
    names: ['los angeles international airport', 'clilax'],
    standardOffset: '-08:00',
    zone: 'America/Los_Angeles',
  },
  {
    icao: 'KHOU',
    names: ['houston hobby', 'william p. hobby airport', 'clihou'],
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
    names: ['dallas/fort worth international airport'],
    standardOffset: '-06:00',
    zone: 'America/Chicago',
  },
  {
    icao: 'KATL',
    names: ['hartsfield-jackson atlanta international airport'],
    standardOffset: '-05:00',
    zone: 'America/New_York',
  },
  {
    icao: 'KSEA',
    names: ['seattle-tacoma international airport'],
    standardOffset: '-08:00',
    zone: 'America/Los_Angeles',
  },
  {
    icao: 'KSFO',
    names: ['san francisco international airport'],
    standardOffset: '-08:00',
    zone: 'America/Los_Angeles',
  },
  {
    icao: 'KBOS',
    names: ['boston logan international airport', 'logan airport'],
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
  // Stations read by the identifier the rules' address states (a Weather Underground daily
  // history page) rather than by a name: the airports of the cities both venues list daily
  // highs for. ICAO identifier, standard offset, IANA zone (the IANA time zone database).
  ...[
    ['KLAS', '-08:00', 'America/Los_Angeles'],
    ['KPHX', '-07:00', 'America/Phoenix'],
    ['KBKF', '-07:00', 'America/Denver'],
    ['KMSY', '-06:00', 'America/Chicago'],
    ['KSAT', '-06:00', 'America/Chicago'],
    ['KOKC', '-06:00', 'America/Chicago'],
    ['KMSP', '-06:00', 'America/Chicago'],
    ['KIAH', '-06:00', 'America/Chicago'],
    ['KDCA', '-05:00', 'America/New_York'],
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
  ].map(([icao, standardOffset, zone]) => ({
    icao: icao!,
    names: [],
    standardOffset: standardOffset!,
    zone: zone!,
  })),
];
