// How the API process is started (npm start, the API image, the benchmarks): glibc's malloc settings.
// With glibc's defaults, memory freed by V8's compilers (on the embedded database: compiling PostgreSQL's WebAssembly
// and tiering it up during the migrations) stays in the process: allocations above the default mmap threshold soon
// come from the heap, whose free space glibc returns only from its top. From 1 MB up, allocations get their own
// mappings (returned when freed) and free space at the heap's top above 1 MB is returned: npm start's API then holds
// about 290 MB instead of 400–450 MB on its first start. docker/api.Dockerfile sets the same (a deployment test
// compares them).
export const API_MALLOC_ENV = Object.freeze({
  MALLOC_TRIM_THRESHOLD_: '1048576',
  MALLOC_MMAP_THRESHOLD_: '1048576',
});
