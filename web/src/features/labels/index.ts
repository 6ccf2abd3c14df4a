/** Dispensing labels (decision 058): "Print label" for each checked item, on the order's detail and its worksheet. */
export { PrintLabelButton } from './components/print-label-button.tsx';
export { WorksheetLabels } from './components/worksheet-labels.tsx';
