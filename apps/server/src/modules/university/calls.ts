// The university declarations, read from the api-client's source files directly rather than
// its root: the root also holds browser code (fetch/JSONP transports, React Query hooks) the
// server neither needs nor bundles. tsup inlines these files into dist.
export * from '@tongxin/api-client/catalogue';
