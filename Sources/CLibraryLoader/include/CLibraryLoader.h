#ifndef GHSEARCH_CLIBRARYLOADER_H
#define GHSEARCH_CLIBRARYLOADER_H
// The C libraries ghsearch calls (libedit, libjq, cmark-gfm, libpng,
// libjpeg) are opened with dlopen at their first use, never linked:
// start-up maps none of them, and one that is missing fails only what
// needs it, with dlerror's reason. Each wrapper lists the functions it
// calls once, as an X-macro, and makes of that list both its table of
// function pointers and the names to look up (GHS_LIBRARY_TABLE); the
// table is filled here, once per process.
#include <pthread.h>

/// One library and the table its wrapper calls through.
typedef struct ghs_library {
    /// The file dlopen opens: the SONAME the -dev package's .so names.
    const char *soname;
    /// Opened RTLD_GLOBAL: a library opened after it resolves its symbols against it.
    int global;
    /// The functions' names in the order of `table`'s pointers, NULL last.
    const char *const *names;
    /// A struct of function pointers, one per name, filled in order.
    void *table;
    /// Run once every function was found, before anyone can call one (NULL: nothing).
    void (*ready)(void);
    pthread_mutex_t lock;
    int tried;
    int loaded;
    /// Why it could not be loaded: dlerror's text, copied (dlerror reuses its buffer).
    char failure[512];
} ghs_library;

#define GHS_LIBRARY(soname, global, names, table, ready) \
    { (soname), (global), (names), (table), (ready), PTHREAD_MUTEX_INITIALIZER, 0, 0, "" }

/// In a wrapper's list: the table's pointer to `name`, and its name for dlsym.
#define GHS_LIBRARY_FIELD(name) __typeof__(&name) name;
#define GHS_LIBRARY_NAME(name) #name,

/// Declares a wrapper's `table` of the functions in `list` (an X-macro of
/// `F(name)`) and `table##_library`, which fills it from `soname`.
#define GHS_LIBRARY_TABLE(table, list, soname, global, ready) \
    static struct { list(GHS_LIBRARY_FIELD) } table; \
    static const char *const table##_names[] = { list(GHS_LIBRARY_NAME) NULL }; \
    static ghs_library table##_library = GHS_LIBRARY(soname, global, table##_names, &table, ready)

/// Opens `library` and finds every function the first time it is asked
/// (later calls answer at once): 1 when all were found, else 0.
int ghs_library_load(ghs_library *library);

/// Why `library` could not be loaded (trying first if it was not); NULL when it was.
const char *ghs_library_error(ghs_library *library);

#endif
