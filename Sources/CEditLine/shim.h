#ifndef GHSEARCH_CEDITLINE_SHIM_H
#define GHSEARCH_CEDITLINE_SHIM_H
// el_set/el_get/history are variadic, which Swift cannot call: one typed,
// non-variadic static inline wrapper per use lives here.
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>

/// Columns a character takes, by the C library's table under LC_CTYPE: the
/// same measure libedit uses, so the line width ghsearch computes matches
/// what libedit draws. (glibc declares it only under _XOPEN_SOURCE.)
int wcwidth(wchar_t c);

/// A libedit key function (EL_ADDFN): gets the editor and the last key read.
typedef unsigned char (*ghs_el_key_function)(EditLine *, int);
/// A prompt function (EL_PROMPT_ESC / EL_RPROMPT_ESC).
typedef char *(*ghs_el_prompt_function)(EditLine *);

/// Opens libedit on the given streams and file descriptors.
static inline EditLine *ghs_el_init(const char *program, FILE *in, FILE *out, FILE *err,
                                    int fdin, int fdout, int fderr) {
    return el_init_fd(program, in, out, err, fdin, fdout, fderr);
}

/// EL_EDITOR: "emacs" or "vi".
static inline int ghs_el_set_editor(EditLine *e, const char *mode) {
    return el_set(e, EL_EDITOR, mode);
}

/// EL_SIGNAL: whether libedit installs its own signal handlers.
static inline int ghs_el_set_signal(EditLine *e, int on) {
    return el_set(e, EL_SIGNAL, on);
}

/// EL_UNBUFFERED: el_gets returns after every key (setting it prepares the tty and draws the prompt).
static inline int ghs_el_set_unbuffered(EditLine *e, int on) {
    return el_set(e, EL_UNBUFFERED, on);
}

/// EL_PROMPT_ESC: the prompt function; text between two `literal` characters is written but takes no column.
static inline int ghs_el_set_prompt(EditLine *e, ghs_el_prompt_function f, char literal) {
    return el_set(e, EL_PROMPT_ESC, f, literal);
}

/// EL_RPROMPT_ESC: the right-hand prompt function, with the same literal marker.
static inline int ghs_el_set_rprompt(EditLine *e, ghs_el_prompt_function f, char literal) {
    return el_set(e, EL_RPROMPT_ESC, f, literal);
}

/// EL_GETCFN: replaces libedit's read of one character.
static inline int ghs_el_set_getcfn(EditLine *e, el_rfunc_t f) {
    return el_set(e, EL_GETCFN, f);
}

/// EL_CLIENTDATA: an opaque pointer for callbacks.
static inline int ghs_el_set_clientdata(EditLine *e, void *data) {
    return el_set(e, EL_CLIENTDATA, data);
}

/// EL_CLIENTDATA, read back (NULL when unset or on error).
static inline void *ghs_el_get_clientdata(EditLine *e) {
    void *data = NULL;
    if (el_get(e, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/// EL_ADDFN: registers a named key function.
static inline int ghs_el_addfn(EditLine *e, const char *name, const char *help, ghs_el_key_function f) {
    return el_set(e, EL_ADDFN, name, help, f);
}

/// EL_BIND: binds a key sequence (libedit's `bind` syntax, e.g. "^U" or "\\e[A") to a named function.
static inline int ghs_el_bind(EditLine *e, const char *key, const char *function) {
    return el_set(e, EL_BIND, key, function, (const char *)NULL);
}

/// EL_SETTY -d: changes one terminal mode while editing, e.g. "-isig".
static inline int ghs_el_setty_edit(EditLine *e, const char *mode) {
    return el_set(e, EL_SETTY, "-d", mode, (const char *)NULL);
}

/// EL_HIST: attaches a history list.
static inline int ghs_el_set_history(EditLine *e, History *h) {
    return el_set(e, EL_HIST, history, h);
}

/// EL_REFRESH: redraws the prompt and line now.
static inline int ghs_el_refresh(EditLine *e) {
    return el_set(e, EL_REFRESH);
}

/// H_SETSIZE: the number of entries kept.
static inline int ghs_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/// H_SETUNIQUE: whether adjacent duplicates are dropped.
static inline int ghs_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

/// H_ENTER: adds an entry.
static inline int ghs_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

/// H_LOAD: reads entries from a file; the number read, or -1.
static inline int ghs_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

/// H_SAVE: writes all entries to a file; the number written, or -1.
static inline int ghs_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

/// H_GETSIZE: the number of entries held.
static inline int ghs_history_count(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) != 0) return -1;
    return ev.num;
}

/// H_FIRST (newest), H_LAST (oldest), H_NEXT (older), H_PREV (newer):
/// moves the history cursor; 0 with `ev->str` set, or -1 past the end.
static inline int ghs_history_step(History *h, HistEvent *ev, int op) {
    return history(h, ev, op);
}

/// H_CLEAR: removes every entry.
static inline int ghs_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}

#endif
