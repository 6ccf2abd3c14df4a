// Import boundaries of the SPA (web/src): app -> features -> components/lib/hooks -> shared.
export default [];
