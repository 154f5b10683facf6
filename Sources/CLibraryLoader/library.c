// Opening a wrapper's library and filling its table (CLibraryLoader.h).
#include "CLibraryLoader.h"
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

static int fail(ghs_library *library) {
    const char *reason = dlerror();
    snprintf(library->failure, sizeof library->failure, "%s", reason != NULL ? reason : "unknown error");
    return 0;
}

/// Under the library's lock, once.
static int open_library(ghs_library *library) {
    void *handle = dlopen(library->soname, RTLD_NOW | (library->global ? RTLD_GLOBAL : RTLD_LOCAL));
    if (handle == NULL) return fail(library);
    // POSIX: a function's address goes through void * (dlsym's own answer).
    void **slots = (void **)library->table;
    for (size_t index = 0; library->names[index] != NULL; index++) {
        if ((slots[index] = dlsym(handle, library->names[index])) == NULL) return fail(library);
    }
    if (library->ready != NULL) library->ready();
    return 1;
}

int ghs_library_load(ghs_library *library) {
    pthread_mutex_lock(&library->lock);
    if (!library->tried) {
        library->tried = 1;
        library->loaded = open_library(library);
    }
    int loaded = library->loaded;
    pthread_mutex_unlock(&library->lock);
    return loaded;
}

const char *ghs_library_error(ghs_library *library) {
    return ghs_library_load(library) ? NULL : library->failure;
}
