// Weather stations by the names venues write them (docs/decisions.md, "Settlement terms:
// entities"), from the National Weather Service's public station list and its daily climate
// report (CLI) product IDs: "CLINYC" is the report of station NYC, Central Park (KNYC). `zone` is
// the station's local standard time, in which the NWS climate day runs. Data, not code.
export interface Station {
  icao: string;
  /** Names, lower case, as venues write them. */
  names: readonly string[];
  /** The UTC offset of local standard time. */
  standardOffset: string;
}

export const STATIONS: readonly Station[] = [
  {
    icao: 'KNYC',
    names: ['central park', 'central park, new york', 'new york city (clinyc)', 'clinyc'],
    standardOffset: '-05:00',
  },
  { icao: 'KLGA', names: ['laguardia airport', 'laguardia'], standardOffset: '-05:00' },
  {
    icao: 'KJFK',
    names: ['jfk airport', 'john f. kennedy international airport'],
    standardOffset: '-05:00',
  },
  { icao: 'KMDW', names: ['chicago midway', 'midway airport', 'climdw'], standardOffset: '-06:00' },
  {
    icao: 'KORD',
    names: ["o'hare international airport", "chicago o'hare"],
    standardOffset: '-06:00',
  },
  { icao: 'KMIA', names: ['miami international airport', 'climia'], standardOffset: '-05:00' },
  {
    icao: 'KAUS',
    names: ['austin bergstrom', 'austin-bergstrom international airport', 'cliaus'],
    standardOffset: '-06:00',
  },
  { icao: 'KDEN', names: ['denver international airport', 'cliden'], standardOffset: '-07:00' },
  {
    icao: 'KPHL',
    names: ['philadelphia international airport', 'cliphl'],
    standardOffset: '-05:00',
  },
  {
    icao: 'KLAX',
    names: ['los angeles international airport', 'clilax'],
    standardOffset: '-08:00',
  },
  {
    icao: 'KHOU',
    names: ['houston hobby', 'william p. hobby airport', 'clihou'],
    standardOffset: '-06:00',
  },
  { icao: 'KDAL', names: ['dallas love field', 'love field'], standardOffset: '-06:00' },
  { icao: 'KDFW', names: ['dallas/fort worth international airport'], standardOffset: '-06:00' },
  {
    icao: 'KATL',
    names: ['hartsfield-jackson atlanta international airport'],
    standardOffset: '-05:00',
  },
  { icao: 'KSEA', names: ['seattle-tacoma international airport'], standardOffset: '-08:00' },
  { icao: 'KSFO', names: ['san francisco international airport'], standardOffset: '-08:00' },
  {
    icao: 'KBOS',
    names: ['boston logan international airport', 'logan airport'],
    standardOffset: '-05:00',
  },
  { icao: 'EGLC', names: ['london city airport'], standardOffset: '+00:00' },
  {
    icao: 'NZWN',
    names: ['wellington intl airport', 'wellington international airport'],
    standardOffset: '+12:00',
  },
];
