// The wrappers CCurl.h declares, and the table of libcurl's functions they
// call through, filled once by ghs_curl_load (CLibraryLoader).
// curl.h's type-checking macros (gcc's, which clang takes too) would expand
// the table's fields named after the functions they wrap.
#define CURL_DISABLE_TYPECHECK
#include "CCurl.h"
#include "CLibraryLoader.h"
#include <dlfcn.h>
#include <pthread.h>

#define CURL_FUNCTIONS(F) \
    F(curl_global_init) F(curl_easy_init) F(curl_easy_cleanup) F(curl_easy_strerror) \
    F(curl_easy_setopt) F(curl_easy_getinfo) F(curl_slist_append) F(curl_slist_free_all) \
    F(curl_multi_init) F(curl_multi_cleanup) F(curl_multi_add_handle) F(curl_multi_remove_handle) \
    F(curl_multi_perform) F(curl_multi_poll) F(curl_multi_wakeup) F(curl_multi_info_read) \
    F(curl_multi_setopt)

GHS_LIBRARY_TABLE(curl, CURL_FUNCTIONS, GHS_CURL_SONAME, 0, NULL);

/// Opens libcurl with its symbols, and its libraries', bound at their first
/// call (RTLD_LAZY), as the dynamic loader binds a linked library's: binding
/// all of them at once (the loader's RTLD_NOW) was ~3 M instructions more,
/// most of them for functions of the TLS libraries never called. The
/// loader's own dlopen then finds the library open and binds nothing.
static void open_lazily(void) { (void)dlopen(GHS_CURL_SONAME, RTLD_LAZY | RTLD_LOCAL); }

/// libcurl's libraries include GnuTLS (librtmp's and libldap's, for
/// protocols ghsearch never asks libcurl for), whose initialiser sets the
/// whole library up the moment it is loaded (its ASN.1 trees, random
/// generator, CPU probes: a part of every opening) unless the program
/// defines this function, the hook gnutls.h names GNUTLS_SKIP_GLOBAL_INIT
/// (exported from the executable: Package.swift). librtmp and libldap still
/// call gnutls_global_init themselves before their first TLS connection.
int _gnutls_global_init_skip(void);
int _gnutls_global_init_skip(void) { return 1; }

int ghs_curl_load(void) {
    static pthread_once_t lazily = PTHREAD_ONCE_INIT;
    pthread_once(&lazily, open_lazily);
    return ghs_library_load(&curl_library);
}

const char *ghs_curl_load_error(void) { return ghs_library_error(&curl_library); }

CURLcode ghs_curl_global_init(long flags) { return curl.curl_global_init(flags); }
CURL *ghs_curl_easy_init(void) { return curl.curl_easy_init(); }
void ghs_curl_easy_cleanup(CURL *h) { curl.curl_easy_cleanup(h); }
const char *ghs_curl_easy_strerror(CURLcode code) {
    return ghs_curl_load() ? curl.curl_easy_strerror(code) : "libcurl is not loaded";
}
struct curl_slist *ghs_curl_slist_append(struct curl_slist *list, const char *line) {
    return curl.curl_slist_append(list, line);
}
void ghs_curl_slist_free_all(struct curl_slist *list) { curl.curl_slist_free_all(list); }
CURLM *ghs_curl_multi_init(void) { return curl.curl_multi_init(); }
CURLMcode ghs_curl_multi_cleanup(CURLM *m) { return curl.curl_multi_cleanup(m); }
CURLMcode ghs_curl_multi_add_handle(CURLM *m, CURL *h) { return curl.curl_multi_add_handle(m, h); }
CURLMcode ghs_curl_multi_remove_handle(CURLM *m, CURL *h) { return curl.curl_multi_remove_handle(m, h); }
CURLMcode ghs_curl_multi_perform(CURLM *m, int *running) { return curl.curl_multi_perform(m, running); }
CURLMcode ghs_curl_multi_poll(CURLM *m, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready) {
    return curl.curl_multi_poll(m, extra, count, timeout, ready);
}
CURLMcode ghs_curl_multi_wakeup(CURLM *m) { return curl.curl_multi_wakeup(m); }
CURLMsg *ghs_curl_multi_info_read(CURLM *m, int *remaining) { return curl.curl_multi_info_read(m, remaining); }

CURLcode ghs_easy_setopt_long(CURL *h, CURLoption o, long v) { return curl.curl_easy_setopt(h, o, v); }
CURLcode ghs_easy_setopt_ptr(CURL *h, CURLoption o, const void *v) { return curl.curl_easy_setopt(h, o, v); }
CURLcode ghs_easy_setopt_off(CURL *h, CURLoption o, curl_off_t v) { return curl.curl_easy_setopt(h, o, v); }
CURLcode ghs_easy_setopt_write_cb(CURL *h, CURLoption o, ghs_data_callback cb) { return curl.curl_easy_setopt(h, o, cb); }
CURLcode ghs_easy_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl.curl_easy_getinfo(h, i, v); }
CURLcode ghs_easy_getinfo_off(CURL *h, CURLINFO i, curl_off_t *v) { return curl.curl_easy_getinfo(h, i, v); }
CURLcode ghs_easy_getinfo_ptr(CURL *h, CURLINFO i, char **v) { return curl.curl_easy_getinfo(h, i, v); }
CURLMcode ghs_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl.curl_multi_setopt(m, o, v); }
