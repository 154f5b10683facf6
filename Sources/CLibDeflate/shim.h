#ifndef GHSEARCH_CLIBDEFLATE_SHIM_H
#define GHSEARCH_CLIBDEFLATE_SHIM_H
// libdeflate: whole-buffer gzip, zlib and raw DEFLATE decoding of response
// bodies (GHSearchCurl's ContentDecoder).
#include <libdeflate.h>
#endif
