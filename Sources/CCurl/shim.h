#ifndef GHSEARCH_CCURL_SHIM_H
#define GHSEARCH_CCURL_SHIM_H
// libcurl's setopt/getinfo are variadic, which Swift cannot call: one typed,
// non-variadic static inline wrapper per kind of argument lives here.
#include <curl/curl.h>

/// The signature libcurl expects for CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*ghs_data_callback)(char *data, size_t size, size_t count, void *userdata);

static inline CURLcode ghs_easy_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode ghs_easy_setopt_ptr(CURL *h, CURLoption o, const void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode ghs_easy_setopt_off(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode ghs_easy_setopt_write_cb(CURL *h, CURLoption o, ghs_data_callback cb) { return curl_easy_setopt(h, o, cb); }
static inline CURLcode ghs_easy_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode ghs_easy_getinfo_off(CURL *h, CURLINFO i, curl_off_t *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode ghs_easy_getinfo_ptr(CURL *h, CURLINFO i, char **v) { return curl_easy_getinfo(h, i, v); }
static inline CURLMcode ghs_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl_multi_setopt(m, o, v); }

/// The easy handle and result code of a CURLMSG_DONE message (the result sits
/// in a union, which reads more clearly here than from Swift).
static inline CURL *ghs_msg_easy(const CURLMsg *m) { return m->easy_handle; }
static inline CURLcode ghs_msg_result(const CURLMsg *m) { return m->data.result; }
static inline int ghs_msg_is_done(const CURLMsg *m) { return m->msg == CURLMSG_DONE; }

#endif
