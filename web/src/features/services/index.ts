/** The services page's areas and compounding panels. */
export { BENEFITS_OF_COMPOUNDING, CUSTOMISATION_OPTIONS } from './compounding-panels.ts';
export { CompoundingPanel } from './components/compounding-panel.tsx';
export { ServiceTile } from './components/service-tile.tsx';
export { SERVICE_AREAS } from './service-areas.ts';
