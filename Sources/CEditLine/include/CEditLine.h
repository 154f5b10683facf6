#ifndef GHSEARCH_CEDITLINE_H
#define GHSEARCH_CEDITLINE_H
// el_set/el_get/history are variadic, which Swift cannot call: one typed,
// non-variadic wrapper per use lives here (edit.c).
//
// libedit is loaded with dlopen the first time the interactive mode needs it
// (ghs_edit_load), not linked: `ghsearch --version`, `--help`, `--once` and
// `--batch` never pay for mapping it and its dependencies at start-up. Every
// wrapper calls through a table filled once from the library's symbols.
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>

/// A libedit key function (EL_ADDFN): gets the editor and the last key read.
typedef unsigned char (*ghs_el_key_function)(EditLine *, int);
/// A prompt function (EL_PROMPT_ESC / EL_RPROMPT_ESC).
typedef char *(*ghs_el_prompt_function)(EditLine *);

/// The library loaded: the SONAME libedit-dev's libedit.so names.
#define GHS_EDIT_SONAME "libedit.so.2"

/// Loads libedit (the first call; later calls only answer): 1 when the
/// library and every function ghsearch calls are there, 0 otherwise.
/// Nothing below may be called before it returned 1.
int ghs_edit_load(void);

/// Why ghs_edit_load failed (dlopen's or dlsym's message), or NULL.
const char *ghs_edit_load_error(void);

// The plain calls ghsearch makes, through the table.
void ghs_el_end(EditLine *e);
const char *ghs_el_gets(EditLine *e, int *count);
/// el_gets without the conversion of the whole line to multibyte text on every key.
const wchar_t *ghs_el_wgets(EditLine *e, int *count);
const LineInfoW *ghs_el_wline(EditLine *e);
int ghs_el_cursor(EditLine *e, int n);
void ghs_el_deletestr(EditLine *e, int n);
int ghs_el_winsertstr(EditLine *e, const wchar_t *s);
int ghs_el_source(EditLine *e, const char *path);
History *ghs_history_init(void);
void ghs_history_end(History *h);

/// Opens libedit on the given streams and file descriptors.
EditLine *ghs_el_init(const char *program, FILE *in, FILE *out, FILE *err, int fdin, int fdout, int fderr);

/// EL_EDITOR: "emacs" or "vi".
int ghs_el_set_editor(EditLine *e, const char *mode);

/// EL_SIGNAL: whether libedit installs its own signal handlers.
int ghs_el_set_signal(EditLine *e, int on);

/// EL_UNBUFFERED: el_gets returns after every key (setting it prepares the tty and draws the prompt).
int ghs_el_set_unbuffered(EditLine *e, int on);

/// EL_PROMPT_ESC: the prompt function; text between two `literal` characters is written but takes no column.
int ghs_el_set_prompt(EditLine *e, ghs_el_prompt_function f, char literal);

/// EL_GETCFN: replaces libedit's read of one character.
int ghs_el_set_getcfn(EditLine *e, el_rfunc_t f);

/// EL_CLIENTDATA: an opaque pointer for callbacks.
int ghs_el_set_clientdata(EditLine *e, void *data);

/// EL_CLIENTDATA, read back (NULL when unset or on error).
void *ghs_el_get_clientdata(EditLine *e);

/// EL_ADDFN: registers a named key function.
int ghs_el_addfn(EditLine *e, const char *name, const char *help, ghs_el_key_function f);

/// EL_BIND: binds a key sequence (libedit's `bind` syntax, e.g. "^U" or "\\e[A") to a named function.
int ghs_el_bind(EditLine *e, const char *key, const char *function);

/// EL_SETTY -d: changes one terminal mode while editing, e.g. "-isig".
int ghs_el_setty_edit(EditLine *e, const char *mode);

/// EL_HIST: attaches a history list.
int ghs_el_set_history(EditLine *e, History *h);

/// EL_SETTC: sets a terminal capability libedit lays the line out by, e.g. "co" (columns).
int ghs_el_settc(EditLine *e, const char *name, const char *value);

/// EL_REFRESH: redraws the prompt and line now.
int ghs_el_refresh(EditLine *e);

/// H_SETSIZE: the number of entries kept.
int ghs_history_set_size(History *h, int size);

/// H_SETUNIQUE: whether adjacent duplicates are dropped.
int ghs_history_set_unique(History *h, int unique);

/// H_ENTER: adds an entry.
int ghs_history_enter(History *h, const char *line);

/// H_LOAD: reads entries from a file; the number read, or -1.
int ghs_history_load(History *h, const char *path);

/// H_SAVE: writes all entries to a file; the number written, or -1.
int ghs_history_save(History *h, const char *path);

/// H_GETSIZE: the number of entries held.
int ghs_history_count(History *h);

/// H_FIRST (newest), H_LAST (oldest), H_NEXT (older), H_PREV (newer):
/// moves the history cursor; 0 with `ev->str` set, or -1 past the end.
int ghs_history_step(History *h, HistEvent *ev, int op);

/// H_CLEAR: removes every entry.
int ghs_history_clear(History *h);

#endif
