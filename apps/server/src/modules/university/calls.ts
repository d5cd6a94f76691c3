// The declarations the university handlers serve, from the api-client's browser-free ./catalogue
// entry (no fetch/JSONP transports, no React): handlers and tests import them from here by name.
export * from '@tongxin/api-client/catalogue';
