// Import boundaries of the function (functions/src): features -> platform -> shared.
export default [];
