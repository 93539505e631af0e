import type { ServiceId } from '../../routes';
import type { ServiceRecord } from '../types';
import { express } from './express';
import { pallets } from './pallets';
import { parcel } from './parcel';
import { urgent } from './urgent';

/** The copy of each service page. */
export const serviceCopy: Record<ServiceId, ServiceRecord> = { express, parcel, pallets, urgent };
