// The calls CJQ.h declares, through a table of libjq's functions filled once
// by ghs_jq_load (the pattern of CEditLine and CCmarkGFM).
#include "CJQ.h"
#include <dlfcn.h>
#include <jq.h>
#include <jv.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static struct {
    __typeof__(&jq_init) jq_init;
    __typeof__(&jq_set_error_cb) jq_set_error_cb;
    __typeof__(&jq_compile) jq_compile;
    __typeof__(&jq_start) jq_start;
    __typeof__(&jq_next) jq_next;
    __typeof__(&jq_teardown) jq_teardown;
    __typeof__(&jq_format_error) jq_format_error;
    __typeof__(&jv_parse_sized) jv_parse_sized;
    __typeof__(&jv_dump_string) jv_dump_string;
    __typeof__(&jv_string_value) jv_string_value;
    __typeof__(&jv_string_length_bytes) jv_string_length_bytes;
    __typeof__(&jv_get_kind) jv_get_kind;
    __typeof__(&jv_copy) jv_copy;
    __typeof__(&jv_free) jv_free;
    __typeof__(&jv_invalid_has_msg) jv_invalid_has_msg;
    __typeof__(&jv_invalid_get_msg) jv_invalid_get_msg;
} lib;
static int loaded;
static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen(GHS_JQ_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) { failure = dlerror(); return; }
#define SYMBOL(name) \
    if ((lib.name = (__typeof__(lib.name))dlsym(library, #name)) == NULL) { failure = dlerror(); return; }
    SYMBOL(jq_init) SYMBOL(jq_set_error_cb) SYMBOL(jq_compile) SYMBOL(jq_start) SYMBOL(jq_next)
    SYMBOL(jq_teardown) SYMBOL(jq_format_error) SYMBOL(jv_parse_sized) SYMBOL(jv_dump_string)
    SYMBOL(jv_string_value) SYMBOL(jv_string_length_bytes) SYMBOL(jv_get_kind) SYMBOL(jv_copy)
    SYMBOL(jv_free) SYMBOL(jv_invalid_has_msg) SYMBOL(jv_invalid_get_msg)
#undef SYMBOL
    loaded = 1;
}

int ghs_jq_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *ghs_jq_load_error(void) {
    pthread_once(&once, load);
    return loaded ? NULL : failure;
}

/// A growing byte buffer (NUL-terminated for C callers).
typedef struct {
    char *bytes;
    size_t length, capacity;
} buffer;

static int append(buffer *b, const char *bytes, size_t length) {
    if (b->length + length + 1 > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 256;
        while (capacity < b->length + length + 1) capacity *= 2;
        char *grown = realloc(b->bytes, capacity);
        if (grown == NULL) return 0;
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, bytes, length);
    b->length += length;
    b->bytes[b->length] = 0;
    return 1;
}

struct ghs_jq_program {
    jq_state *state;
    buffer messages;
};

/// jq's error callback: its messages, formatted as the jq program prints them, one per line.
static void collect(void *data, jv message) {
    buffer *messages = data;
    jv text = lib.jq_format_error(message);
    if (messages->length > 0) append(messages, "\n", 1);
    append(messages, lib.jv_string_value(text), (size_t)lib.jv_string_length_bytes(lib.jv_copy(text)));
    lib.jv_free(text);
}

static char *take(buffer *b) {
    if (b->bytes == NULL) append(b, "", 0);
    char *bytes = b->bytes;
    b->bytes = NULL;
    b->length = b->capacity = 0;
    return bytes;
}

ghs_jq_program *ghs_jq_compile(const char *source, char **error) {
    *error = NULL;
    ghs_jq_program *program = calloc(1, sizeof *program);
    if (program == NULL) return NULL;
    program->state = lib.jq_init();
    if (program->state == NULL) {
        free(program);
        return NULL;
    }
    lib.jq_set_error_cb(program->state, collect, &program->messages);
    if (!lib.jq_compile(program->state, source)) {
        *error = take(&program->messages);
        ghs_jq_free(program);
        return NULL;
    }
    return program;
}

/// `value` as the jq program writes it with -r: a string's bytes, else JSON.
static void write_result(buffer *out, jv value, int pretty) {
    if (lib.jv_get_kind(value) == JV_KIND_STRING) {
        append(out, lib.jv_string_value(value), (size_t)lib.jv_string_length_bytes(lib.jv_copy(value)));
        lib.jv_free(value);
    } else {
        jv text = lib.jv_dump_string(value, pretty ? JV_PRINT_INDENT_FLAGS(2) : 0);
        append(out, lib.jv_string_value(text), (size_t)lib.jv_string_length_bytes(lib.jv_copy(text)));
        lib.jv_free(text);
    }
    append(out, "\n", 1);
}

int ghs_jq_run(ghs_jq_program *program, const char *input, size_t length, int pretty,
               char **output, size_t *output_length, char **error) {
    buffer out = {0}, message = {0};
    *error = NULL;
    jv value = lib.jv_parse_sized(input, (int)length);
    if (lib.jv_get_kind(value) == JV_KIND_INVALID) {
        jv why = lib.jv_invalid_get_msg(value);
        if (lib.jv_get_kind(why) == JV_KIND_STRING) {
            append(&message, lib.jv_string_value(why), (size_t)lib.jv_string_length_bytes(lib.jv_copy(why)));
        }
        lib.jv_free(why);
        *output = take(&out);
        *output_length = 0;
        *error = take(&message);
        return 2;
    }
    lib.jq_start(program->state, value, 0);
    int status = 0;
    for (;;) {
        jv result = lib.jq_next(program->state);
        if (lib.jv_get_kind(result) != JV_KIND_INVALID) {
            write_result(&out, result, pretty);
            continue;
        }
        if (lib.jv_invalid_has_msg(lib.jv_copy(result))) {
            // As the jq program reports it: `jq: error (at <stdin>:N): MESSAGE`, without a position here.
            jv why = lib.jv_invalid_get_msg(result);
            if (lib.jv_get_kind(why) == JV_KIND_STRING) {
                append(&message, "jq: error: ", 11);
                append(&message, lib.jv_string_value(why), (size_t)lib.jv_string_length_bytes(lib.jv_copy(why)));
                lib.jv_free(why);
            } else {
                jv text = lib.jv_dump_string(why, 0);
                append(&message, "jq: error (not a string): ", 26);
                append(&message, lib.jv_string_value(text), (size_t)lib.jv_string_length_bytes(lib.jv_copy(text)));
                lib.jv_free(text);
            }
            status = 1;
        } else {
            lib.jv_free(result);
        }
        break;
    }
    *output_length = out.length;
    *output = take(&out);
    if (status) *error = take(&message);
    return status;
}

void ghs_jq_free(ghs_jq_program *program) {
    if (program == NULL) return;
    if (program->state != NULL) lib.jq_teardown(&program->state);
    free(program->messages.bytes);
    free(program);
}
