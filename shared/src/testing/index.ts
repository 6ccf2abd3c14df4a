/** Test factories (decision 057): imported as '@pharmacy/shared/testing' by tests, the bench seed and test fixtures only. */
export * from './order-factory.ts';
export * from './order-draft-factory.ts';
