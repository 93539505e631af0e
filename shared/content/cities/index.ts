import type { CityId } from '../../routes';
import type { CityRecord } from '../types';
import { anderlecht } from './anderlecht';
import { antwerp } from './antwerp';
import { auderghem } from './auderghem';
import { brussels } from './brussels';
import { charleroi } from './charleroi';
import { etterbeek } from './etterbeek';
import { forest } from './forest';
import { ghent } from './ghent';
import { ixelles } from './ixelles';
import { liege } from './liege';
import { saintGilles } from './saint-gilles';
import { saintJosse } from './saint-josse';
import { schaerbeek } from './schaerbeek';
import { uccle } from './uccle';
import { woluweSaintLambert } from './woluwe-saint-lambert';
import { woluweSaintPierre } from './woluwe-saint-pierre';

/** The copy of each city and commune page. */
export const cityCopy: Record<CityId, CityRecord> = {
  brussels,
  liege,
  antwerp,
  ghent,
  charleroi,
  anderlecht,
  ixelles,
  schaerbeek,
  'saint-gilles': saintGilles,
  uccle,
  forest,
  etterbeek,
  auderghem,
  'woluwe-saint-lambert': woluweSaintLambert,
  'woluwe-saint-pierre': woluweSaintPierre,
  'saint-josse': saintJosse,
};
