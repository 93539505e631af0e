import type { ServiceId } from '../../routes';
import type { ServiceRecord } from '../types';
import { pallets } from './pallets';
import { parcel } from './parcel';

/** The copy of each service page. */
// TEMPORARY (issue 35 move): express and urgent are in content/<lang>/services/ (Partial until parcel and pallets are too).
export const serviceCopy: Partial<Record<ServiceId, ServiceRecord>> = { parcel, pallets };
