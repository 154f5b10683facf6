#ifndef GHSEARCH_CCURL_H
#define GHSEARCH_CCURL_H
// libcurl behind the calls ghsearch makes (curl.c). libcurl's setopt and
// getinfo are variadic, which Swift cannot call: one typed, non-variadic
// wrapper per kind of argument.
//
// libcurl is loaded with dlopen (ghs_curl_load), not linked: the process
// starts without mapping it and its ~30 libraries (the TLS libraries,
// Kerberos, LDAP, …) and without running their initialisers, so what needs
// no network (`--version`, `--help`, the interactive mode's first frame)
// does not pay for them, and the caller picks the moment they are loaded.
// Every wrapper calls through a table filled once from the library's symbols.
// The header's own declarations (curl/curl.h) are for its types and
// constants: calling one of its functions directly would not link.
#include <curl/curl.h>

/// The library loaded: the SONAME libcurl4-openssl-dev's libcurl.so names.
#define GHS_CURL_SONAME "libcurl.so.4"

/// Loads libcurl (the first call; later calls only answer): 1 when the
/// library and every function ghsearch calls are there, 0 otherwise.
/// Nothing below may be called before it returned 1.
int ghs_curl_load(void);

/// Why ghs_curl_load failed (dlopen's or dlsym's message), or NULL.
const char *ghs_curl_load_error(void);

/// The signature libcurl expects for CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*ghs_data_callback)(char *data, size_t size, size_t count, void *userdata);

// The plain calls, through the table.
CURLcode ghs_curl_global_init(long flags);
CURL *ghs_curl_easy_init(void);
void ghs_curl_easy_cleanup(CURL *h);
/// (Opens libcurl first if nothing did: a failure can be described before any transfer.)
const char *ghs_curl_easy_strerror(CURLcode code);
struct curl_slist *ghs_curl_slist_append(struct curl_slist *list, const char *line);
void ghs_curl_slist_free_all(struct curl_slist *list);
CURLM *ghs_curl_multi_init(void);
CURLMcode ghs_curl_multi_cleanup(CURLM *m);
CURLMcode ghs_curl_multi_add_handle(CURLM *m, CURL *h);
CURLMcode ghs_curl_multi_remove_handle(CURLM *m, CURL *h);
CURLMcode ghs_curl_multi_perform(CURLM *m, int *running);
CURLMcode ghs_curl_multi_poll(CURLM *m, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready);
CURLMcode ghs_curl_multi_wakeup(CURLM *m);
CURLMsg *ghs_curl_multi_info_read(CURLM *m, int *remaining);

// The variadic ones, one per kind of argument.
CURLcode ghs_easy_setopt_long(CURL *h, CURLoption o, long v);
CURLcode ghs_easy_setopt_ptr(CURL *h, CURLoption o, const void *v);
CURLcode ghs_easy_setopt_off(CURL *h, CURLoption o, curl_off_t v);
CURLcode ghs_easy_setopt_write_cb(CURL *h, CURLoption o, ghs_data_callback cb);
CURLcode ghs_easy_getinfo_long(CURL *h, CURLINFO i, long *v);
CURLcode ghs_easy_getinfo_off(CURL *h, CURLINFO i, curl_off_t *v);
CURLcode ghs_easy_getinfo_ptr(CURL *h, CURLINFO i, char **v);
CURLMcode ghs_multi_setopt_long(CURLM *m, CURLMoption o, long v);

/// The easy handle and result code of a CURLMSG_DONE message (the result sits
/// in a union, which reads more clearly here than from Swift).
static inline CURL *ghs_msg_easy(const CURLMsg *m) { return m->easy_handle; }
static inline CURLcode ghs_msg_result(const CURLMsg *m) { return m->data.result; }
static inline int ghs_msg_is_done(const CURLMsg *m) { return m->msg == CURLMSG_DONE; }

#endif
