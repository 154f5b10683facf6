#ifndef GHSEARCH_CCURL_SHIM_H
#define GHSEARCH_CCURL_SHIM_H
// libcurl's setopt/getinfo are variadic, which Swift cannot call: one typed,
// non-variadic static inline wrapper per kind of argument lives here.
#include <curl/curl.h>

static inline CURLcode ghs_easy_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode ghs_easy_setopt_ptr(CURL *h, CURLoption o, const void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode ghs_easy_setopt_off(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode ghs_easy_setopt_write_cb(CURL *h, CURLoption o, size_t (*cb)(char *, size_t, size_t, void *)) { return curl_easy_setopt(h, o, cb); }
static inline CURLcode ghs_easy_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode ghs_easy_getinfo_ptr(CURL *h, CURLINFO i, char **v) { return curl_easy_getinfo(h, i, v); }
static inline CURLMcode ghs_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl_multi_setopt(m, o, v); }

#endif
