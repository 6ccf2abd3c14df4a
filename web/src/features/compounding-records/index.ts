/** The record of compounding on the pharmacy's order detail and worksheet (decision 050). */
export { CompoundingRecords } from './components/compounding-records.tsx';
export { WorksheetCompounding } from './components/worksheet-compounding.tsx';
