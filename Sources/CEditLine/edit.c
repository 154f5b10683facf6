// The wrappers CEditLine.h declares, and the table of libedit's functions
// they call through, filled once by ghs_edit_load (CLibraryLoader).
#include "CEditLine.h"
#include "CLibraryLoader.h"

#define EDIT_FUNCTIONS(F) \
    F(el_init_fd) F(el_end) F(el_set) F(el_get) F(el_gets) F(el_wgets) F(el_wline) \
    F(el_cursor) F(el_deletestr) F(el_winsertstr) F(el_source) \
    F(history_init) F(history_end) F(history)

GHS_LIBRARY_TABLE(edit, EDIT_FUNCTIONS, GHS_EDIT_SONAME, 0, NULL);

int ghs_edit_load(void) { return ghs_library_load(&edit_library); }

const char *ghs_edit_load_error(void) { return ghs_library_error(&edit_library); }

void ghs_el_end(EditLine *e) { edit.el_end(e); }
const char *ghs_el_gets(EditLine *e, int *count) { return edit.el_gets(e, count); }
const wchar_t *ghs_el_wgets(EditLine *e, int *count) { return edit.el_wgets(e, count); }
const LineInfoW *ghs_el_wline(EditLine *e) { return edit.el_wline(e); }
int ghs_el_cursor(EditLine *e, int n) { return edit.el_cursor(e, n); }
void ghs_el_deletestr(EditLine *e, int n) { edit.el_deletestr(e, n); }
int ghs_el_winsertstr(EditLine *e, const wchar_t *s) { return edit.el_winsertstr(e, s); }
int ghs_el_source(EditLine *e, const char *path) { return edit.el_source(e, path); }
History *ghs_history_init(void) { return edit.history_init(); }
void ghs_history_end(History *h) { edit.history_end(h); }

EditLine *ghs_el_init(const char *program, FILE *in, FILE *out, FILE *err, int fdin, int fdout, int fderr) {
    return edit.el_init_fd(program, in, out, err, fdin, fdout, fderr);
}

int ghs_el_set_editor(EditLine *e, const char *mode) {
    return edit.el_set(e, EL_EDITOR, mode);
}

int ghs_el_set_signal(EditLine *e, int on) {
    return edit.el_set(e, EL_SIGNAL, on);
}

int ghs_el_set_unbuffered(EditLine *e, int on) {
    return edit.el_set(e, EL_UNBUFFERED, on);
}

int ghs_el_set_prompt(EditLine *e, ghs_el_prompt_function f, char literal) {
    return edit.el_set(e, EL_PROMPT_ESC, f, literal);
}

int ghs_el_set_getcfn(EditLine *e, el_rfunc_t f) {
    return edit.el_set(e, EL_GETCFN, f);
}

int ghs_el_set_clientdata(EditLine *e, void *data) {
    return edit.el_set(e, EL_CLIENTDATA, data);
}

void *ghs_el_get_clientdata(EditLine *e) {
    void *data = NULL;
    if (edit.el_get(e, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int ghs_el_addfn(EditLine *e, const char *name, const char *help, ghs_el_key_function f) {
    return edit.el_set(e, EL_ADDFN, name, help, f);
}

int ghs_el_bind(EditLine *e, const char *key, const char *function) {
    return edit.el_set(e, EL_BIND, key, function, (const char *)NULL);
}

int ghs_el_setty_edit(EditLine *e, const char *mode) {
    return edit.el_set(e, EL_SETTY, "-d", mode, (const char *)NULL);
}

int ghs_el_set_history(EditLine *e, History *h) {
    return edit.el_set(e, EL_HIST, edit.history, h);
}

int ghs_el_settc(EditLine *e, const char *name, const char *value) {
    return edit.el_set(e, EL_SETTC, name, value, (const char *)NULL);
}

int ghs_el_refresh(EditLine *e) {
    return edit.el_set(e, EL_REFRESH);
}

int ghs_history_set_size(History *h, int size) {
    HistEvent ev;
    return edit.history(h, &ev, H_SETSIZE, size);
}

int ghs_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return edit.history(h, &ev, H_SETUNIQUE, unique);
}

int ghs_history_enter(History *h, const char *line) {
    HistEvent ev;
    return edit.history(h, &ev, H_ENTER, line);
}

int ghs_history_load(History *h, const char *path) {
    HistEvent ev;
    return edit.history(h, &ev, H_LOAD, path);
}

int ghs_history_save(History *h, const char *path) {
    HistEvent ev;
    return edit.history(h, &ev, H_SAVE, path);
}

int ghs_history_count(History *h) {
    HistEvent ev;
    if (edit.history(h, &ev, H_GETSIZE) != 0) return -1;
    return ev.num;
}

int ghs_history_step(History *h, HistEvent *ev, int op) {
    return edit.history(h, ev, op);
}

int ghs_history_clear(History *h) {
    HistEvent ev;
    return edit.history(h, &ev, H_CLEAR);
}
