/** Dispensing labels: each checked item's label, printed from the order (issue 33 part 1, decision 058). */
export * from './dispensing-label.ts';
