// The calls CJQ.h declares, through a table of libjq's functions filled once
// by ghs_jq_load (CLibraryLoader).
#include "CJQ.h"
#include "CLibraryLoader.h"
#include <jq.h>
#include <jv.h>
#include <stdlib.h>
#include <string.h>

#define JQ_FUNCTIONS(F) \
    F(jq_init) F(jq_set_error_cb) F(jq_compile) F(jq_start) F(jq_next) \
    F(jq_teardown) F(jq_format_error) F(jv_parse_sized) F(jv_dump_string) \
    F(jv_string_value) F(jv_string_length_bytes) F(jv_get_kind) F(jv_copy) \
    F(jv_free) F(jv_invalid_has_msg) F(jv_invalid_get_msg)

GHS_LIBRARY_TABLE(libjq, JQ_FUNCTIONS, GHS_JQ_SONAME, 0, NULL);

int ghs_jq_load(void) { return ghs_library_load(&libjq_library); }

const char *ghs_jq_load_error(void) { return ghs_library_error(&libjq_library); }

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
    jv text = libjq.jq_format_error(message);
    if (messages->length > 0) append(messages, "\n", 1);
    append(messages, libjq.jv_string_value(text), (size_t)libjq.jv_string_length_bytes(libjq.jv_copy(text)));
    libjq.jv_free(text);
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
    program->state = libjq.jq_init();
    if (program->state == NULL) {
        free(program);
        return NULL;
    }
    libjq.jq_set_error_cb(program->state, collect, &program->messages);
    if (!libjq.jq_compile(program->state, source)) {
        *error = take(&program->messages);
        ghs_jq_free(program);
        return NULL;
    }
    return program;
}

/// `value` as the jq program writes it with -r: a string's bytes, else JSON.
static void write_result(buffer *out, jv value, int pretty) {
    if (libjq.jv_get_kind(value) == JV_KIND_STRING) {
        append(out, libjq.jv_string_value(value), (size_t)libjq.jv_string_length_bytes(libjq.jv_copy(value)));
        libjq.jv_free(value);
    } else {
        jv text = libjq.jv_dump_string(value, pretty ? JV_PRINT_INDENT_FLAGS(2) : 0);
        append(out, libjq.jv_string_value(text), (size_t)libjq.jv_string_length_bytes(libjq.jv_copy(text)));
        libjq.jv_free(text);
    }
    append(out, "\n", 1);
}

int ghs_jq_run(ghs_jq_program *program, const char *input, size_t length, int pretty,
               char **output, size_t *output_length, char **error) {
    buffer out = {0}, message = {0};
    *error = NULL;
    jv value = libjq.jv_parse_sized(input, (int)length);
    if (libjq.jv_get_kind(value) == JV_KIND_INVALID) {
        jv why = libjq.jv_invalid_get_msg(value);
        if (libjq.jv_get_kind(why) == JV_KIND_STRING) {
            append(&message, libjq.jv_string_value(why), (size_t)libjq.jv_string_length_bytes(libjq.jv_copy(why)));
        }
        libjq.jv_free(why);
        *output = take(&out);
        *output_length = 0;
        *error = take(&message);
        return 2;
    }
    libjq.jq_start(program->state, value, 0);
    int status = 0;
    for (;;) {
        jv result = libjq.jq_next(program->state);
        if (libjq.jv_get_kind(result) != JV_KIND_INVALID) {
            write_result(&out, result, pretty);
            continue;
        }
        if (libjq.jv_invalid_has_msg(libjq.jv_copy(result))) {
            // As the jq program reports it: `jq: error (at <stdin>:N): MESSAGE`, without a position here.
            jv why = libjq.jv_invalid_get_msg(result);
            if (libjq.jv_get_kind(why) == JV_KIND_STRING) {
                append(&message, "jq: error: ", 11);
                append(&message, libjq.jv_string_value(why), (size_t)libjq.jv_string_length_bytes(libjq.jv_copy(why)));
                libjq.jv_free(why);
            } else {
                jv text = libjq.jv_dump_string(why, 0);
                append(&message, "jq: error (not a string): ", 26);
                append(&message, libjq.jv_string_value(text), (size_t)libjq.jv_string_length_bytes(libjq.jv_copy(text)));
                libjq.jv_free(text);
            }
            status = 1;
        } else {
            libjq.jv_free(result);
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
    if (program->state != NULL) libjq.jq_teardown(&program->state);
    free(program->messages.bytes);
    free(program);
}
